import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function Home(): ReactNode {
  return (
    <Layout description="Notes and blog">
      <main>home</main>
    </Layout>
  );
}
