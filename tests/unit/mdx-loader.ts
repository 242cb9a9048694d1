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

/** What the loader compiled the page to, or the error the bundler would print, and the files it made the page depend on. */
type Compiled = {
  readonly code?: string;
  readonly error?: Error & {hideStack?: boolean};
  readonly dependencies: readonly string[];
};

export async function compileWithSiteLoader(
  source: string,
  {remarkPlugins, rehypePlugins}: Plugins,
  siteOptions: object = {},
  file = path.join(process.cwd(), 'docs/scratch/page.mdx'),
): Promise<Compiled> {
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
  const options = {...(item as {options: object}).options, ...siteOptions};
  const dependencies: string[] = [];
  return new Promise((resolve) => {
    siteLoader.call(
      {
        _compiler: {name: 'client'},
        resource: file,
        resourcePath: file,
        getOptions: () => options,
        addDependency: (dependency: string) => dependencies.push(dependency),
        async: () => (error: Error | null, code?: string) =>
          resolve(error ? {error, dependencies} : {code: String(code), dependencies}),
      },
      source,
    );
  });
}
