/**
 * One element of each look, for axe's colour rules. An element's contrast depends on its text's
 * colour, size and weight, its own and its ancestors' opacity, and the backgrounds it stands on; a
 * link is told apart from its text by its colour against its parent's and its decoration. Elements
 * alike in all of these pass or fail together, so the colour rules run on the first of each kind
 * (marked with `data-audit-sample`), instead of on the thousands of text spans of a long page of
 * formulas. Anything that differs in any of them (a rule for one class, an inline style on one page,
 * one colour mode's variable) is a kind of its own, and is measured.
 */
import type {Page} from '@playwright/test';

export const sampleAttribute = 'data-audit-sample';

/** axe's rules that read colours: the ones a colour mode can break. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Marks the first element of each look on the page (clearing earlier marks), or only among the elements
 * inside `within` (a selector); returns how many.
 */
export async function markColourSamples(page: Page, within?: string): Promise<number> {
  return page.evaluate(
    ([attribute, within]) => {
      for (const marked of document.querySelectorAll(`[${attribute}]`)) {
        marked.removeAttribute(attribute);
      }
      const backdrops = new Map<Element, string>();
      /** What an element paints under its descendants' text, with its ancestors'. */
      const backdrop = (element: Element | null): string => {
        if (!element) {
          return '';
        }
        let known = backdrops.get(element);
        if (known === undefined) {
          const style = getComputedStyle(element);
          known = [
            backdrop(element.parentElement),
            [
              style.backgroundColor,
              style.backgroundImage,
              style.opacity,
              style.filter,
              style.mixBlendMode,
              style.position === 'static' ? '' : style.position,
            ].join(' '),
          ].join('|');
          backdrops.set(element, known);
        }
        return known;
      };
      const seen = new Set<string>();
      for (const element of document.body.querySelectorAll('*')) {
        const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        if (!hasText && !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
          continue;
        }
        if (within && !element.closest(within)) {
          continue;
        }
        const style = getComputedStyle(element);
        const parent = element.parentElement ? getComputedStyle(element.parentElement) : style;
        const look = [
          element.localName === 'a' ? 'link' : '',
          style.color,
          style.fontSize,
          style.fontWeight,
          style.display,
          style.textDecorationLine,
          style.textShadow,
          style.borderBottomStyle,
          parent.color,
          backdrop(element),
        ].join(' ');
        if (!seen.has(look)) {
          seen.add(look);
          element.setAttribute(attribute, '');
        }
      }
      return seen.size;
    },
    [sampleAttribute, within] as const,
  );
}
