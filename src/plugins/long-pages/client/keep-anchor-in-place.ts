/**
 * Keep the target of an anchor where it was scrolled to until the page settles: after a client-side
 * navigation to an anchor (a link, or "back" to an entry with #theorem-12), where Docusaurus scrolled
 * it; on a first load with a #fragment, where the browser's own fragment scroll puts it (below the
 * navbar, by scroll-padding-top and its scroll-margin-top).
 *
 * Article blocks far from the viewport are not laid out until they near it
 * (src/plugins/long-pages/containment.css): they take an estimated height, and
 * the blocks around the target take their real height only once the scroll
 * has brought them near. The browser's scroll anchoring usually absorbs that,
 * but not on every path: on "back" to an anchor Chromium left the target
 * 700 px below where it had been scrolled, and on a first load on a busy machine (the formula fonts
 * arriving late) 25 to 220 px below. Pinning lasts until the fonts have loaded and a second more;
 * it stops at the reader's first scroll input.
 */
import type {ClientModule} from '@docusaurus/types';

const settleFrames = 60;
const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopPinning: (() => void) | undefined;

function pin(target: HTMLElement, intendedTop: number): void {
  let frames = 0;
  let frame = 0;
  let fontsLoaded = false;
  void document.fonts.ready.then(() => {
    fontsLoaded = true;
  });
  const stop = () => {
    cancelAnimationFrame(frame);
    userInput.forEach((type) => window.removeEventListener(type, stop, true));
    stopPinning = undefined;
  };
  const check = () => {
    // Frames count once the fonts are in: until then, a line of formulas can still change height.
    if (!target.isConnected || (fontsLoaded && (frames += 1) > settleFrames)) {
      stop();
      return;
    }
    const drift = target.getBoundingClientRect().top - intendedTop;
    if (Math.abs(drift) >= 1) {
      window.scrollBy(0, drift);
    }
    frame = requestAnimationFrame(check);
  };
  userInput.forEach((type) => window.addEventListener(type, stop, {capture: true, passive: true}));
  frame = requestAnimationFrame(check);
  stopPinning = stop;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    stopPinning?.();
    if (!location.hash) {
      return;
    }
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) {
      return;
    }
    if (previousLocation) {
      pin(target, target.getBoundingClientRect().top);
      return;
    }
    // A first load: where the browser's fragment scroll puts its target. A target far from there was
    // scrolled away from by the reader while the page loaded (or the page ends before it can get there).
    const fragmentTop =
      (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (parseFloat(getComputedStyle(target).scrollMarginTop) || 0);
    if (Math.abs(target.getBoundingClientRect().top - fragmentTop) < window.innerHeight / 2) {
      pin(target, fragmentTop);
    }
  },
};

export default clientModule;
