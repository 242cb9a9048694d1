// The index of terms, which src/plugins/index-of-terms writes with createData (its data.ts names it):
// the index page shows it whole, each print edition the entries of its own pages.
declare module '@generated/site-model/default/index-of-terms/index.json' {
  import type {IndexGroup} from '@site/src/plugins/index-of-terms/table';

  const index: {readonly groups: readonly IndexGroup[]};
  export default index;
}
