import React, {useEffect, useReducer, useRef, type ReactNode} from 'react';
import type {FormulaStore} from './store';
import {longPieceClass} from '../../long-pieces';
import {watchLongPieces} from '../../client/long-pieces';

type Props = {
  /** The page's formulas (src/plugins/maths/theme/Formula/store.ts). */
  store: FormulaStore;
  /** This formula's place in them. */
  index: number;
  /** The outer element's class: KaTeX's `katex` inline, `katex-display` displayed, `site-numbered-display` numbered. */
  className: string;
};

/**
 * One typeset formula: KaTeX's HTML as the element's content. While React
 * hydrates a page the server rendered, the store holds nothing and the
 * element keeps the markup it has (React leaves the content of an element
 * with dangerouslySetInnerHTML as the server wrote it). If an element has no
 * markup of its own (rendered by React after all, or a page revisited before
 * its formulas arrived), the formulas are fetched and it is filled in.
 */
export default function Formula({store, index, className}: Props): ReactNode {
  const html = store.html?.[index];
  const element = useRef<HTMLSpanElement>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (html === undefined && !element.current?.firstChild) {
      void store.load().then(loaded);
    }
  }, [html, store]);
  // A formula filled in after the page was (above) has its long pieces measured as the page's are.
  useEffect(() => {
    if (html?.includes(longPieceClass) && element.current) {
      watchLongPieces(element.current);
    }
  }, [html]);
  return <span ref={element} className={className} dangerouslySetInnerHTML={{__html: html ?? ''}} suppressHydrationWarning />;
}
