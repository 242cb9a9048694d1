/**
 * The KaTeX faces a page preloads (../font-preloads.ts, in its <head>) are loaded outright: a face
 * preloaded for an element of the first screen is used even when that element draws no text of
 * its own, so the browser never warns of a preload left unused.
 */
if (typeof document !== 'undefined') {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"][data-katex-font]')) {
    // "italic 400 KaTeX_Math" is the `font` shorthand "italic 400 1em KaTeX_Math" without its size.
    const [style, weight, family] = link.dataset.katexFont!.split(' ');
    document.fonts.load(`${style} ${weight} 1em ${family}`).catch(() => undefined);
  }
}
