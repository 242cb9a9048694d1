/**
 * After a client-side navigation to an anchor (a link, or "back" to an entry
 * with #theorem-12), keep the target where Docusaurus scrolled it until the
 * page settles.
 *
 * Article blocks far from the viewport are not laid out until they near it
 * (src/plugins/long-pages/containment.css): they take an estimated height, and
 * the blocks around the target take their real height only once the scroll
 * has brought them near. The browser's scroll anchoring usually absorbs that,
 * but not on every path: on "back" to an anchor Chromium left the target
 * 700 px below where it had been scrolled. The browser does the same for
 * a page loaded with a #fragment; this is that, for Docusaurus's own scroll.
 * It stops at the reader's first scroll input, and after a second.
 */
import type {ClientModule} from '@docusaurus/types';

const settleFrames = 60;
const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopPinning: (() => void) | undefined;

function pin(target: HTMLElement): void {
  const intendedTop = target.getBoundingClientRect().top;
  let frames = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    userInput.forEach((type) => window.removeEventListener(type, stop, true));
    stopPinning = undefined;
  };
  const check = () => {
    if (!target.isConnected || (frames += 1) > settleFrames) {
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
    // A first load is the browser's own fragment scroll, which already keeps its target in view.
    if (!previousLocation || !location.hash) {
      return;
    }
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      pin(target);
    }
  },
};

export default clientModule;
