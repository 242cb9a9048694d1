import React, {type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import Editor from 'react-simple-code-editor';
import {usePrismTheme} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {cellAttribute, cellOutputLabel, type CellOutput, type PythonCellsGlobalData} from '../../types';
import {sessionFor, type CellStatus} from './session';
import {plainHtml, tokensHtml, type CodeLines} from './code-tokens';
import type {highlightedHtml} from './highlighted-html';
import {usePrintId, usePrintPart} from '@site/src/plugins/lib/print-context';
import {useCodeColoursKey} from '@site/src/plugins/highlighting/colours-key';
import styles from './styles.module.css';

/** Props written by src/plugins/python-cells/remark/python-cells.ts; authors only write ```python cell blocks. */
export type Props = {
  /** 1-based position of the cell on its page. */
  readonly index: string;
  readonly code: string;
  /** JSON of the code's tokens, made at build time (./code-tokens.ts): the page draws it without Prism. */
  readonly tokens: string;
  /** JSON of the CellOutput produced when the site was built. */
  readonly output: string;
  readonly raises?: string;
  /** The cell's estimated height while the page has not laid it out (src/plugins/long-pages). */
  readonly style?: CSSProperties;
};

const statusText: Record<Exclude<CellStatus, 'done'>, string> = {
  idle: '',
  queued: 'Waiting for earlier cells…',
  loading: 'Loading the Python runtime (first run only)…',
  running: 'Running…',
  failed: 'The Python runtime could not be loaded.',
};

function CellOutputView({output, label}: {readonly output: CellOutput; readonly label: string}): ReactNode {
  const empty = output.chunks.length === 0 && output.value === undefined && output.error === undefined;
  return empty ? (
    <div className={styles.output} aria-label={label} role="region">
      <p className={styles.noOutput}>(no output)</p>
    </div>
  ) : (
    // The region is the box that scrolls (a wide table, a long output), with a shadow at an edge that
    // hides some of it; a scrolling box must be reachable by keyboard, and is named by its label.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={clsx(styles.output, styles.scrolls)} aria-label={label} role="region" tabIndex={0}>
      <pre className={styles.outputText}>
        {output.chunks.map((chunk, position) => (
          // Chunks only grow at the end while a cell runs, so the position is a stable key.
          // eslint-disable-next-line react/no-array-index-key
          <span key={position} className={chunk.stream === 'stderr' ? styles.stderr : undefined}>
            {chunk.text}
          </span>
        ))}
        {output.value !== undefined && <span className={styles.value}>{output.value}</span>}
        {output.error !== undefined && <span className={styles.error}>{output.error}</span>}
      </pre>
    </div>
  );
}

/** The offset in `code` of the character boundary nearest a point inside `element` (0 when the point is elsewhere). */
function caretOffsetAt(element: HTMLElement, x: number, y: number): number {
  const position = document.caretPositionFromPoint?.(x, y);
  const range = position ? undefined : document.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset ?? 0;
  if (!node || !element.contains(node)) {
    return 0;
  }
  const before = document.createRange();
  before.setStart(element, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}

/**
 * A cell's code as it stands until a reader goes to edit it: the editor's own highlighted copy, laid out
 * as the editor lays it out, without the editor's <textarea>. A page's text boxes cost it a style and
 * layout pass each when its content has loaded (13 of them, ~110 ms on a phone, on the page with 14 cells;
 * issue 32): the <textarea> is created when the reader focuses the code (Tab, a click, a tap), where the
 * caret goes (the point clicked; the start of the code from the keyboard), and a key typed then lands in it.
 */
function CodeAtRest({
  id,
  name,
  hintId,
  interactive,
  code,
  original,
  highlighter,
  onEdit,
  onRun,
}: {
  readonly id: string;
  readonly name: string;
  readonly hintId: string;
  readonly interactive: boolean;
  readonly code: string;
  /** The code as written, and its tokens from the build. */
  readonly original: {readonly code: string; readonly lines: CodeLines};
  /** Prism's highlighting, once a reader's first edit has loaded it. */
  readonly highlighter: typeof highlightedHtml | undefined;
  readonly onEdit: (caret: number) => void;
  readonly onRun: () => void;
}): ReactNode {
  // A press focuses the code before the click that says where: wait for the click. A press that
  // drags selects text to copy, and leaves the code as it is.
  const pressedAt = useRef<{x: number; y: number}>(undefined);
  const theme = usePrismTheme();
  const html = useMemo(
    () => (code === original.code ? tokensHtml(original.lines, theme) : highlighter ? highlighter(code, theme) : plainHtml(code)),
    [code, original, highlighter, theme],
  );
  // In the colours of the reader's mode (hydration leaves an element's HTML as the server wrote it).
  const coloursKey = useCodeColoursKey();
  return (
    <div
      id={id}
      className={clsx(styles.editorInner, styles.atRest)}
      // The editor it becomes on focus: a text box, read-only until React has hydrated the page (or without JavaScript).
      role="textbox"
      aria-multiline="true"
      aria-readonly={!interactive}
      aria-label={name}
      aria-describedby={hintId}
      tabIndex={0}
      onPointerDown={(event) => {
        pressedAt.current = {x: event.clientX, y: event.clientY};
      }}
      onBlur={() => {
        pressedAt.current = undefined;
      }}
      onFocus={() => {
        if (!pressedAt.current) {
          onEdit(0);
        }
      }}
      onClick={(event) => {
        const from = pressedAt.current;
        pressedAt.current = undefined;
        if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > 4) {
          return;
        }
        onEdit(caretOffsetAt(event.currentTarget, event.clientX, event.clientY));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.shiftKey) {
          event.preventDefault();
          onRun();
        } else if (
          !['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape'].includes(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          // After a selection made with the mouse: the key goes to the editor, which takes its place now.
          onEdit(0);
        }
      }}>
      <pre key={coloursKey} className={styles.pre} style={{padding: 12}} dangerouslySetInnerHTML={{__html: html}} />
    </div>
  );
}

export default function PythonCell({index, code: originalCode, tokens, output: bakedJson, raises, style}: Props): ReactNode {
  const number = Number(index);
  const original = useMemo(() => ({code: originalCode, lines: JSON.parse(tokens) as CodeLines}), [originalCode, tokens]);
  // Prism, fetched when the reader first edits a cell: the code as written is drawn from its tokens.
  const [highlighter, setHighlighter] = useState<typeof highlightedHtml>();
  const bakedOutput = useMemo(() => JSON.parse(bakedJson) as CellOutput, [bakedJson]);
  const [code, setCode] = useState(originalCode);
  const [output, setOutput] = useState<CellOutput>(bakedOutput);
  const [status, setStatus] = useState<CellStatus>('idle');
  const [failure, setFailure] = useState<string>();
  // When the cell last finished a run: said in its status, since its output may be the one the page came with.
  const [ranAt, setRanAt] = useState<Date>();
  const codeRef = useRef(code);
  codeRef.current = code;
  const {indexUrl} = usePluginData('python-cells') as PythonCellsGlobalData;
  const {pathname} = useLocation();
  const session = useMemo(() => sessionFor(pathname, indexUrl), [pathname, indexUrl]);
  const prismTheme = usePrismTheme();
  // The buttons do nothing until React has hydrated the page (or without JavaScript): say so by disabling them.
  const interactive = useIsBrowser();
  const cell = useRef<HTMLDivElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  // Unique in a print edition too, which holds several pages' cells.
  const cellId = usePrintId(`python-cell-${number}`);
  // In a print edition, two pages may each have a cell 1: the part tells them apart.
  const part = usePrintPart();
  const name = `Python cell ${number}${part ? ` of part ${part}` : ''}`;
  const hintId = `${cellId}-keys`;
  const [editing, setEditing] = useState(false);

  /** Puts the editor in the code's place, focused, its caret at `caret`: synchronously, so that a key pressed now types in it. */
  const edit = (caret: number) => {
    if (!interactive) {
      return;
    }
    if (!highlighter) {
      void import('./highlighted-html').then((module) => setHighlighter(() => module.highlightedHtml));
    }
    flushSync(() => setEditing(true));
    const textarea = editor.current?.querySelector('textarea');
    // The editor renders its own <textarea> and passes it no ARIA attributes: tie the hint to it here.
    textarea?.setAttribute('aria-describedby', hintId);
    textarea?.focus({preventScroll: true});
    textarea?.setSelectionRange(caret, caret);
  };

  useEffect(
    () =>
      session.register({
        index: number,
        code: () => codeRef.current,
        setStatus: (next, message) => {
          setStatus(next);
          setFailure(message);
          if (next === 'done') {
            setRanAt(new Date());
          }
        },
        setOutput,
      }),
    [session, number],
  );

  const busy = status === 'queued' || status === 'loading' || status === 'running';
  const run = () => {
    void session.run(number);
  };
  const reset = () => {
    if (busy) {
      session.stop();
    }
    setCode(originalCode);
    setOutput(bakedOutput);
    setStatus('idle');
    editor.current?.scrollTo({left: 0});
  };

  return (
    // Escape in the editor focuses the cell itself, so that the next Tab reaches its first button (Run).
    <div
      ref={cell}
      tabIndex={-1}
      className={styles.cell}
      style={style}
      role="group"
      aria-label={name}
      {...{[cellAttribute]: number}}>
      <div className={styles.toolbar}>
        <span className={styles.label}>
          Python cell {number}
          {raises && <span className={styles.raisesNote}> · raises on purpose</span>}
        </span>
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={run}
            disabled={!interactive || busy}
            aria-label={`Run cell ${number} (Shift+Enter)`}>
            Run
          </button>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => session.stop()}
            disabled={!busy}
            aria-label={`Stop cell ${number}`}>
            Stop
          </button>
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={reset}
            disabled={!interactive}
            aria-label={`Reset cell ${number} to its original code and output`}>
            Reset
          </button>
        </div>
      </div>
      <div
        ref={editor}
        className={styles.editor}
        style={{backgroundColor: prismTheme.plain.backgroundColor, color: prismTheme.plain.color}}
        onBlur={(event) => {
          // Typing at the end of a long line scrolled the code sideways: leaving the editor shows the start of its lines again.
          if (!event.currentTarget.contains(event.relatedTarget)) {
            event.currentTarget.scrollTo({left: 0});
          }
        }}>
        {editing ? (
          <>
            <label htmlFor={cellId} className={styles.visuallyHidden}>
              Code of Python cell {number}
            </label>
            <Editor
              value={code}
              onValueChange={setCode}
              // The same highlighted text as the code at rest (the editor adds a <br> for a last empty line).
              highlight={(text) => (highlighter ? highlighter(text, prismTheme) : plainHtml(text))}
              padding={12}
              tabSize={4}
              insertSpaces
              textareaId={cellId}
              textareaClassName={styles.textarea}
              preClassName={styles.pre}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.shiftKey) {
                  event.preventDefault();
                  run();
                } else if (event.key === 'Escape') {
                  // The editor would blur, and the next Tab would start again from the top of the page.
                  event.preventDefault();
                  cell.current?.focus();
                }
              }}
              className={styles.editorInner}
            />
          </>
        ) : (
          <CodeAtRest
            id={cellId}
            name={`Code of Python cell ${number}`}
            hintId={hintId}
            interactive={interactive}
            code={code}
            original={original}
            highlighter={highlighter}
            onEdit={edit}
            onRun={run}
          />
        )}
      </div>
      {/* Always there: shown only on focus, it would move what is below when the editor loses focus,
          and a press on Run then lands where the button was. */}
      <p id={hintId} className={styles.keysHint}>
        In the editor, Tab indents; Escape, then Tab, leaves it for Run; Shift+Enter runs the cell.
      </p>
      <div className={clsx(styles.status, status === 'failed' && styles.statusFailed)} role="status" aria-live="polite">
        {status === 'failed' ? (
          <>
            {statusText.failed} {failure && <span>({failure})</span>}{' '}
            <button type="button" className="button button--sm button--outline button--danger" onClick={run}>
              Retry
            </button>
          </>
        ) : status === 'done' ? (
          `Ran at ${ranAt?.toLocaleTimeString() ?? ''}.`
        ) : (
          statusText[status]
        )}
      </div>
      <CellOutputView output={output} label={`${cellOutputLabel} ${name}`} />
    </div>
  );
}
