/**
 * The site's MDX loader (src/plugins/mdx/loader.cjs), which runs Docusaurus's real mdx-loader, called
 * with a loader context like the one Rspack gives it: what a page compiles to, or the error the
 * bundler would print.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';

const require = createRequire(import.meta.url);
type Loader = (this: unknown, source: string) => void;
const siteLoader = require('../../src/plugins/mdx/loader.cjs') as Loader;

type Plugins = {readonly remarkPlugins: readonly unknown[]; readonly rehypePlugins: readonly unknown[]};

export async function compileWithSiteLoader(
  source: string,
  {remarkPlugins, rehypePlugins}: Plugins,
): Promise<{readonly code?: string; readonly error?: Error & {hideStack?: boolean}}> {
  const item = await createMDXLoaderItem({
    siteDir: process.cwd(),
    staticDirs: [],
    remarkPlugins,
    rehypePlugins,
    markdownConfig: {
      format: 'mdx',
      mermaid: false,
      emoji: false,
      mdx1Compat: {comments: true, admonitions: true, headingIds: true},
      anchors: {maintainCase: false},
      hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
      parseFrontMatter: (params: {defaultParseFrontMatter: (params: unknown) => unknown}) =>
        params.defaultParseFrontMatter(params),
    },
  } as unknown as Parameters<typeof createMDXLoaderItem>[0]);
  const {options} = item as {options: unknown};
  const file = path.join(process.cwd(), 'docs/scratch/page.mdx');
  return new Promise((resolve) => {
    siteLoader.call(
      {
        _compiler: {name: 'client'},
        resource: file,
        resourcePath: file,
        getOptions: () => options,
        addDependency: () => {},
        async: () => (error: Error | null, code?: string) => resolve(error ? {error} : {code: String(code)}),
      },
      source,
    );
  });
}
