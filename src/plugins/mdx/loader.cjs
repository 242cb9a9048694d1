// CommonJS and plain JavaScript: Rspack requires loaders directly, without the TypeScript support
// that docusaurus.config.ts gets.
const {default: mdxLoader} = require('@docusaurus/mdx-loader');

/**
 * The error an author should read for a failure reported by one of the site's own MDX steps (a VFile
 * message whose source starts with "site-": KaTeX, Python cells, theorem blocks): file:line:column
 * and the reason, and no stack. mdx-loader wraps every failure in an Error of its own that prints the
 * message as JSON and then its own frames; other errors keep that form, whose details help there.
 */
function authorError(error) {
  const message = error instanceof Error ? error.cause : undefined;
  if (!message || typeof message.source !== 'string' || !message.source.startsWith('site-')) {
    return error;
  }
  const place = message.line ? `:${message.line}:${message.column}` : '';
  const clean = new Error(`${message.file}${place}: ${message.reason}`);
  clean.stack = clean.message;
  // Rspack and webpack print a loader error without its stack when it says so.
  clean.hideStack = true;
  return clean;
}

/**
 * mdx-loader, with the site's own errors reported as authorError describes, and each page depending
 * on its data file in every channel of site-wide data (src/plugins/lib/page-data.ts), which the
 * options ./index.ts adds give (`pageDataFiles`): what the page compiles to depends on those files (an
 * import when the page has data, an error at a reference whose label no longer exists), so in
 * `npm start` a page whose cited label was renamed elsewhere must compile again to report it.
 */
function siteMdxLoader(source) {
  // The loader context, which the proxy below wraps.
  // eslint-disable-next-line @typescript-eslint/no-this-alias
  const context = this;
  const {pageDataFiles} = context.getOptions();
  for (const file of pageDataFiles?.(context.resourcePath) ?? []) {
    context.addDependency(file);
  }
  const proxy = new Proxy(context, {
    get(target, property) {
      if (property === 'async') {
        return () => {
          const callback = target.async();
          return (error, ...results) => callback(error ? authorError(error) : null, ...results);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return mdxLoader.call(proxy, source);
}

module.exports = siteMdxLoader;
module.exports.authorError = authorError;
