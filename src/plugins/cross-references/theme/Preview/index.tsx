/**
 * The preview of a labelled result: its statement as typeset on its page, in a card beside the
 * element that names it (a reference, theme/CrossReference; a node of a dependency graph,
 * src/plugins/graphs/theme/DependencyGraph). Both open and close it the same way, through
 * `usePreview` and the handlers of `previewTrigger`: after a short hover, on keyboard focus, or on
 * a first tap; Escape, a press elsewhere or a change of route or hash closes it.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type DOMAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {Preview, ResolvedReference} from '@site/src/plugins/cross-references/table/table';
import {loadPreviews} from './load';
import styles from './styles.module.css';

/** Hovering shows the preview after this delay, so a pointer passing over a link does not flash one. */
const openDelayMs = 300;
/** Time to move the pointer from the reference into its preview before it closes. */
const closeDelayMs = 250;
/** Space between the reference and its preview, and between the preview and the viewport's edges. */
const gapPx = 8;

type PreviewState =
  | {readonly status: 'loading'}
  | {readonly status: 'ready'; readonly preview: Preview}
  | {readonly status: 'entry'; readonly html: string; readonly label?: string}
  | {readonly status: 'failed'};

/**
 * What a card shows at once, without fetching: a citation's bibliography entry (src/plugins/citations),
 * a symbol's notation (src/plugins/notation); `label` names it ("Bibliography entry of …" unless given).
 */
export type PreviewEntry = {readonly html: string; readonly label?: string};

type Placement = {readonly top: number; readonly left: number; readonly width: number};

/** Below the reference when it fits, else above; never over it; inside the viewport horizontally. */
function place(anchor: DOMRect, height: number): Placement {
  const viewportWidth = document.documentElement.clientWidth;
  const width = Math.min(560, viewportWidth - 2 * gapPx);
  const left = Math.max(gapPx, Math.min(anchor.left, viewportWidth - width - gapPx));
  const fitsBelow = anchor.bottom + gapPx + height <= window.innerHeight - gapPx;
  const fitsAbove = anchor.top - gapPx - height >= gapPx;
  const top = fitsBelow || !fitsAbove ? anchor.bottom + gapPx : anchor.top - gapPx - height;
  return {top: top + window.scrollY, left: left + window.scrollX, width};
}

function PreviewCard({
  id,
  label,
  target,
  state,
  anchor,
  onPointerEnter,
  onPointerLeave,
}: {
  readonly id: string;
  readonly label: string;
  readonly target: ResolvedReference;
  readonly state: PreviewState;
  readonly anchor: Element;
  readonly onPointerEnter: () => void;
  readonly onPointerLeave: () => void;
}): ReactNode {
  const card = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement>();
  useLayoutEffect(() => {
    const update = () => setPlacement(place(anchor.getBoundingClientRect(), card.current?.offsetHeight ?? 0));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [anchor, state]);
  const preview = state.status === 'ready' ? state.preview : undefined;
  const name = preview?.kind === 'Equation' ? `Equation ${target.text}` : target.text;
  return (
    <div
      ref={card}
      id={id}
      role="dialog"
      aria-label={`Preview of ${name}`}
      className={clsx(styles.card, 'cross-reference-preview')}
      data-label={label}
      style={placement ? {top: placement.top, left: placement.left, width: placement.width} : {visibility: 'hidden'}}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}>
      <p className={styles.header}>
        <span className={styles.kind}>{name}</span>
        {preview?.title && <span className={styles.title}> ({preview.title})</span>}
        {preview?.source && <span className={styles.source}> [{preview.source}]</span>}
      </p>
      {state.status === 'loading' && <p className={styles.status}>Loading the statement…</p>}
      {state.status === 'failed' && (
        <p className={styles.status}>The preview could not be loaded; the link still leads to the statement.</p>
      )}
      {state.status === 'entry' && (
        // The bibliography entry in the site's style; its DOI, where it has one, is a link.
        <div
          className={styles.body}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={state.label ?? `Bibliography entry of ${name}`}
          dangerouslySetInnerHTML={{__html: state.html}}
        />
      )}
      {preview && (
        // The statement as typeset on its page (KaTeX at build time); it may scroll when long.
        <div
          className={clsx(styles.body, preview.kind !== 'Equation' && styles[`body${preview.kind}`])}
          // A region that may scroll must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`Statement of ${name}`}
          dangerouslySetInnerHTML={{__html: preview.html}}
        />
      )}
      <p className={styles.footer}>
        <Link to={target.href} className={styles.link}>
          {target.page ? `Go to ${name} in “${target.page}”` : `Go to ${name}`}
        </Link>
      </p>
    </div>
  );
}

export type PreviewPopover = {
  readonly open: boolean;
  readonly previewId: string;
  /** Opens the preview now (focus, tap). */
  readonly show: () => void;
  /** Opens it after the hover delay. */
  readonly showSoon: () => void;
  readonly hideSoon: () => void;
  /** Closes it now (focus moving on through a list of previewable elements). */
  readonly hide: () => void;
  /** The preview card, portalled to the body while open. */
  readonly card: ReactNode;
};

/**
 * Where focus goes when an open preview that holds it closes: the element it opened from, or, after
 * following its link to an anchor of this page, that anchor (focus left in a removed card would
 * fall to the page's start).
 */
function moveFocusOutOf(card: Element | null, fallback: Element | null, hash?: string): void {
  if (!card?.contains(document.activeElement)) {
    return;
  }
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) {
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({preventScroll: true});
  } else if (fallback instanceof HTMLElement || fallback instanceof SVGElement) {
    fallback.focus({preventScroll: true});
  }
}

/**
 * The preview of a labelled result next to an element that names it: a reference here, a node of
 * a dependency graph (src/plugins/graphs/theme/DependencyGraph) there. `name` is the result's key in its
 * page's previews: its label, or the anchor of a block without one. Escape, a press elsewhere or a
 * change of route or hash (its link followed, a second tap on a phone) closes it. A citation
 * (src/plugins/citations) gives its `entry`, which the card shows as it is, with nothing to fetch.
 */
export function usePreview(
  name: string,
  target: ResolvedReference | undefined,
  anchor: RefObject<Element | null>,
  entry?: PreviewEntry,
): PreviewPopover {
  const previewId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<PreviewState>({status: 'loading'});

  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (!target) {
      return;
    }
    setOpen(true);
    if (entry) {
      setState({status: 'entry', html: entry.html, ...(entry.label ? {label: entry.label} : {})});
      return;
    }
    loadPreviews(target.previews).then(
      (previews) => setState(previews[name] ? {status: 'ready', preview: previews[name]} : {status: 'failed'}),
      () => setState({status: 'failed'}),
    );
  }, [target, name, entry]);
  const showSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(show, openDelayMs);
  }, [show]);
  const hideSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const keepOpen = useCallback(() => clearTimeout(timer.current), []);

  useEffect(() => () => clearTimeout(timer.current), []);
  const history = useHistory();
  // Any navigation closes it, even to the address already shown (a second tap on a reference whose
  // anchor is in the address). Listening only while open: a page holds hundreds of references.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    return history.listen((location) => {
      clearTimeout(timer.current);
      moveFocusOutOf(document.getElementById(previewId), anchor.current, location.hash);
      setOpen(false);
    });
  }, [open, history, previewId, anchor]);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        moveFocusOutOf(document.getElementById(previewId), anchor.current);
        setOpen(false);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = (event.target as Element | null)?.closest(`[data-label="${CSS.escape(name)}"].cross-reference-preview`);
      if (!inside && !anchor.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, name, anchor, previewId]);

  const card =
    open && target && anchor.current
      ? createPortal(
          <PreviewCard
            id={previewId}
            label={name}
            target={target}
            state={state}
            anchor={anchor.current}
            onPointerEnter={keepOpen}
            onPointerLeave={hideSoon}
          />,
          document.body,
        )
      : null;
  return {open, previewId, show, showSoon, hideSoon, hide, card};
}

/**
 * The pointer and focus handlers of an element that previews a result: a mouse hovering opens the
 * preview after a delay and leaving closes it; keyboard focus opens it at once; focus leaving for
 * anything but the card closes it (at once when it moves on to a sibling that previews too,
 * `siblings`, so only one is ever open). `lastPointer` tells a tap from a click.
 */
export function previewTrigger(
  preview: PreviewPopover,
  lastPointer: RefObject<string>,
  siblings?: string,
): Pick<DOMAttributes<Element>, 'onPointerDown' | 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'> {
  return {
    onPointerDown: (event) => {
      lastPointer.current = event.pointerType;
    },
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') {
        preview.showSoon();
      }
    },
    onPointerLeave: (event) => {
      if (event.pointerType === 'mouse') {
        preview.hideSoon();
      }
    },
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) {
        preview.show();
      }
    },
    onBlur: (event) => {
      const next = event.relatedTarget as Node | null;
      if (siblings && next instanceof Element && next.closest(siblings)) {
        preview.hide();
      } else if (!next || !document.getElementById(preview.previewId)?.contains(next)) {
        preview.hideSoon();
      }
    },
  };
}

/**
 * What a link that previews its target needs (a reference, a citation): the preview, and the props for
 * Docusaurus's `<Link>` — its element kept, the preview's state for assistive technology, the pointer and
 * focus handlers, and a first tap on a touch screen that previews instead of following the link (the
 * preview's own link, or a second tap, follows it).
 */
export function usePreviewLink(
  name: string,
  target: ResolvedReference | undefined,
  entry?: PreviewEntry,
): {preview: PreviewPopover; linkProps: ComponentProps<typeof Link>} {
  const link = useRef<HTMLAnchorElement>(null);
  // Docusaurus 4's <Link> gives a `ref` it is handed to its <a>, then sets that ref to its own (never
  // attached) one, null: keep the element. (Docusaurus 3's forwards it.)
  const keep = useCallback((element: HTMLAnchorElement | null) => {
    if (element) {
      link.current = element;
    }
  }, []);
  const lastPointer = useRef<string>('mouse');
  const preview = usePreview(name, target, link, entry);
  return {
    preview,
    linkProps: {
      ref: keep,
      'aria-expanded': preview.open,
      'aria-controls': preview.open ? preview.previewId : undefined,
      ...previewTrigger(preview, lastPointer),
      onClick: (event) => {
        if (lastPointer.current === 'touch' && !preview.open) {
          event.preventDefault();
          preview.show();
        }
      },
    },
  };
}
