/**
 * Load the code of a linked page when the reader shows intent (hover, touch,
 * focus-and-click), not whenever the link scrolls into view.
 *
 * Docusaurus's <Link> prefetches the chunks of every internal link visible in
 * the viewport via `window.docusaurus.prefetch`. A page's chunk carries its
 * whole content, and here that is typeset mathematics: a notes page's visible
 * links prefetched about 250 kB that most readers never use, and inserting
 * the prefetch <link> elements cost ~0.5 s of a phone's main thread on the
 * longest page. `preload` (hover/touch start on a link) is kept, so following
 * a link still starts loading before the click lands. Docusaurus itself skips
 * prefetching for readers with Save-Data; this makes that the default.
 */
type DocusaurusGlobal = Window['docusaurus'];

function withoutViewportPrefetch(api: DocusaurusGlobal): DocusaurusGlobal {
  return Object.freeze({...api, prefetch: () => false as const});
}

if (typeof window !== 'undefined') {
  // Client modules run before the client entry assigns window.docusaurus; intercept that assignment.
  let api: DocusaurusGlobal | undefined = window.docusaurus ? withoutViewportPrefetch(window.docusaurus) : undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set: (value: DocusaurusGlobal) => {
      api = withoutViewportPrefetch(value);
    },
  });
}

export {};
