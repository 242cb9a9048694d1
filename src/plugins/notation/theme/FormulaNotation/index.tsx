/**
 * Symbols in formulas that point to their notation. A formula's symbol typeset by a macro that a
 * declaration names carries its mark in KaTeX's HTML (`data-notation="RK"`, src/plugins/maths/marks.ts);
 * src/plugins/notation/remark/notation.ts puts this component at the end of each page whose formulas
 * use such a macro. It renders no content of its own: it shows the symbol's meaning and a link to the
 * definition that introduces it in the preview card references use (cross-references/theme/Preview),
 * after a short hover, on a first tap, or on keyboard focus.
 *
 * KaTeX's HTML is hidden from assistive technology (its MathML is what a screen reader reads), so a
 * symbol inside it cannot take focus. The formula does instead: in each section, the formula where a
 * notation is first used is in the tab order (not each of a page's hundred norms), and focusing it
 * shows its first symbol's card, the symbol highlighted; the left
 * and right arrows move to the formula's other symbols, Enter follows the card's link, Escape closes it.
 * A screen reader reads the formula's MathML as before, then the card, which describes it while open.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {usePreview} from '@site/src/plugins/cross-references/theme/Preview';
import type {MacroNotation} from '@site/src/plugins/notation/table';
import styles from './styles.module.css';

const symbolSelector = '.katex [data-notation]';

type Pointed = {
  readonly key: string;
  readonly symbol: Element;
  /** After the hover delay (a mouse), or at once (focus, tap). */
  readonly soon: boolean;
  /** Tells two pointings at one symbol apart. */
  readonly at: number;
};

type MacroTable = Readonly<Record<string, MacroNotation>>;

/** The notation of every marked symbol, a chunk of its own fetched the first time a reader points at one. */
async function loadMacroNotation(): Promise<MacroTable> {
  return (await import('@generated/site-model/default/notation/macros.json')).default;
}

/** A symbol's formula: the element that takes focus for it. */
const formulaOf = (symbol: Element): HTMLElement | null => symbol.closest<HTMLElement>('.katex');

/** The marked symbols of a formula, one per notation, in reading order. */
function symbolsOf(formula: Element): Element[] {
  const seen = new Set<string>();
  return [...formula.querySelectorAll('[data-notation]')].filter((symbol) => {
    const key = symbol.getAttribute('data-notation') ?? '';
    return !seen.has(key) && seen.add(key);
  });
}

/** A marked symbol outside links (a link's own preview comes first), or none. */
function markedSymbol(target: EventTarget | null): Element | null {
  const symbol = target instanceof Element ? target.closest(symbolSelector) : null;
  return symbol && !symbol.closest('a') ? symbol : null;
}

/**
 * Puts into the tab order, in each section (from one h2 to the next), the formula of each notation's
 * first symbol there: a keyboard reaches every notation where a section first uses it, without a
 * tab stop at each of a page's hundred norms (hover and tap reach every symbol).
 */
function makeFocusable(scope: Element): void {
  let seen = new Set<string>();
  for (const element of scope.querySelectorAll(`h2, ${symbolSelector}`)) {
    if (element.tagName === 'H2') {
      seen = new Set();
      continue;
    }
    const key = element.getAttribute('data-notation') ?? '';
    const formula = formulaOf(element);
    if (seen.has(key) || !formula || formula.closest('a')) {
      continue;
    }
    seen.add(key);
    if (!formula.hasAttribute('tabindex')) {
      formula.tabIndex = 0;
    }
  }
}

export default function FormulaNotation(): ReactNode {
  const marker = useRef<HTMLSpanElement>(null);
  const anchor = useRef<Element | null>(null);
  const [table, setTable] = useState<MacroTable>();
  const [pointed, setPointed] = useState<Pointed>();
  const notation = pointed && table?.[pointed.key];
  const target = useMemo(
    () =>
      notation && {
        href: notation.href,
        text: notation.definition
          ? `${notation.definition.text}${notation.definition.title ? ` (${notation.definition.title})` : ''}`
          : notation.page,
        ...(notation.definition ? {page: notation.page} : {}),
        previews: '',
      },
    [notation],
  );
  const entry = useMemo(
    () =>
      notation && {
        html: `<p>${notation.symbolHtml}: ${notation.meaningHtml}</p>`,
        label: `Meaning of ${notation.symbolText}`,
      },
    [notation],
  );
  const preview = usePreview(`notation-${pointed?.key ?? ''}`, target, anchor, entry);
  const latest = useRef({preview, table, target});
  latest.current = {preview, table, target};
  const history = useHistory();
  const shown = useRef<number>(undefined);

  // Shows the card of the symbol pointed at, once its notation is at hand.
  useEffect(() => {
    if (!pointed || !target || shown.current === pointed.at) {
      return;
    }
    shown.current = pointed.at;
    anchor.current = pointed.symbol;
    if (pointed.soon) {
      preview.showSoon();
    } else {
      preview.show();
    }
  }, [pointed, target, preview]);

  // The symbol whose card is open is highlighted, and its card describes its formula.
  const open = preview.open && pointed ? pointed.symbol : undefined;
  useEffect(() => {
    const formula = open && formulaOf(open);
    if (!open || !formula) {
      return undefined;
    }
    open.classList.add(styles.shown!);
    formula.setAttribute('aria-describedby', preview.previewId);
    return () => {
      open.classList.remove(styles.shown!);
      formula.removeAttribute('aria-describedby');
    };
  }, [open, preview.previewId]);

  useEffect(() => {
    const scope = marker.current?.parentElement;
    if (!scope) {
      return undefined;
    }
    const point = (symbol: Element, soon: boolean) => {
      if (!latest.current.table) {
        loadMacroNotation().then(setTable, () => undefined);
      }
      setPointed({key: symbol.getAttribute('data-notation') ?? '', symbol, soon, at: performance.now()});
    };
    const onPointerOver = (event: PointerEvent) => {
      const symbol = markedSymbol(event.target);
      if (symbol && event.pointerType === 'mouse' && !symbol.contains(event.relatedTarget as Node | null)) {
        point(symbol, true);
      }
    };
    const onPointerOut = (event: PointerEvent) => {
      const symbol = markedSymbol(event.target);
      if (symbol && event.pointerType === 'mouse' && !symbol.contains(event.relatedTarget as Node | null)) {
        latest.current.preview.hideSoon();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const symbol = markedSymbol(event.target);
      if (symbol && event.pointerType !== 'mouse') {
        point(symbol, false);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const formula = event.target instanceof HTMLElement && event.target.matches('.katex') ? event.target : null;
      const first = formula && symbolsOf(formula)[0];
      if (first && formula.matches(':focus-visible')) {
        point(first, false);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      const {preview: current} = latest.current;
      if (
        event.target instanceof Element &&
        event.target.matches('.katex') &&
        !document.getElementById(current.previewId)?.contains(next)
      ) {
        current.hideSoon();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const formula = event.target instanceof HTMLElement && event.target.matches('.katex') ? event.target : null;
      const symbols = formula ? symbolsOf(formula) : [];
      if (symbols.length === 0) {
        return;
      }
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        const at = symbols.findIndex((symbol) => symbol === anchor.current);
        const step = event.key === 'ArrowRight' ? 1 : symbols.length - 1;
        event.preventDefault();
        point(symbols[(at + step) % symbols.length]!, false);
      } else if (event.key === 'Enter' && latest.current.preview.open && latest.current.target) {
        event.preventDefault();
        history.push(latest.current.target.href);
      }
    };
    makeFocusable(scope);
    // Formulas filled in after the page (src/plugins/maths/theme/Formula) come into the tab order too.
    const observer = new MutationObserver(() => makeFocusable(scope));
    observer.observe(scope, {childList: true, subtree: true});
    const listeners = [
      ['pointerover', onPointerOver],
      ['pointerout', onPointerOut],
      ['pointerdown', onPointerDown],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['keydown', onKeyDown],
    ] as const;
    for (const [type, listener] of listeners) {
      scope.addEventListener(type, listener as EventListener);
    }
    return () => {
      observer.disconnect();
      for (const [type, listener] of listeners) {
        scope.removeEventListener(type, listener as EventListener);
      }
    };
  }, [history]);

  return (
    <>
      <span ref={marker} hidden />
      {preview.card}
    </>
  );
}
