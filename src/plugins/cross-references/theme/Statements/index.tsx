import React, {useContext, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@docusaurus/Link';
import {useBacklinks, useGraphLink} from '@site/src/plugins/cross-references/theme/CrossReference';
import type {Backlink} from '@site/src/plugins/cross-references/table/table';
import type {StatementKind} from '../../kinds';
import {PrintContext, printHref, useInPrint, usePrintId} from '@site/src/plugins/lib/print-context';
import styles from './styles.module.css';
import {statementClasses} from '@site/src/plugins/cross-references/components';

/**
 * Theorem-style blocks for MDX. Numbers and ids are added at build time by
 * src/plugins/cross-references/remark/statement-numbering.ts, so authors write only the kind, an
 * optional title and the body.
 */
export type StatementProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Optional name shown after the number, e.g. "Tube lemma". */
  readonly title?: ReactNode;
  /** Where the statement comes from, e.g. "Munkres, Theorem 26.7". */
  readonly source?: ReactNode;
  /** Set by the remark plugin. */
  readonly number?: string;
  readonly id?: string;
  readonly children?: ReactNode;
};

function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (Array.isArray(node)) {
    return node.map(plainText).join('');
  }
  return '';
}

/** More places than this fold into a "Used in N places" disclosure. */
const openBacklinkCount = 6;

function groupByPage(backlinks: readonly Backlink[]): [string | undefined, Backlink[]][] {
  const groups = new Map<string | undefined, Backlink[]>();
  for (const backlink of backlinks) {
    groups.set(backlink.page, [...(groups.get(backlink.page) ?? []), backlink]);
  }
  // This page's uses first, then the other pages in reading order.
  return [...groups].sort(([a], [b]) => Number(a !== undefined) - Number(b !== undefined));
}

/** Where a referenced block is used, in the static HTML: each place links to the citing block or paragraph. */
function UsedIn({backlinks, graph}: {readonly backlinks: readonly Backlink[]; readonly graph: string | undefined}): ReactNode {
  const print = useContext(PrintContext);
  // The chapter's dependency graph shows the same uses, and what those use in turn (on the site, not on paper).
  const inGraph = graph && !print && (
    <>
      {' '}
      <Link to={graph} className={clsx(styles.inGraph, statementClasses.usedInGraph)}>
        (in the graph)
      </Link>
    </>
  );
  const list = groupByPage(backlinks).map(([page, entries], index) => (
    <React.Fragment key={page ?? ''}>
      {index > 0 && '; '}
      {page && <span className={styles.usedInPage}>{page}: </span>}
      {entries.map((entry, position) => (
        <React.Fragment key={entry.href + entry.text}>
          {position > 0 && ', '}
          <Link to={print ? printHref(entry.href, print) : entry.href}>{entry.text}</Link>
        </React.Fragment>
      ))}
    </React.Fragment>
  ));
  // On paper nothing can be unfolded: a print edition lists every use.
  if (backlinks.length > openBacklinkCount && !print) {
    return (
      <details className={clsx(styles.usedIn, statementClasses.usedIn)}>
        <summary>Used in {backlinks.length} places</summary>
        <p>
          {list}
          {inGraph}
        </p>
      </details>
    );
  }
  return (
    <p className={clsx(styles.usedIn, statementClasses.usedIn)}>
      <span className={styles.usedInLabel}>Used in: </span>
      {list}
      {inGraph}
    </p>
  );
}

function Statement({
  kind,
  title,
  source,
  number,
  id,
  className,
  children,
  ...props
}: StatementProps & {readonly kind: StatementKind}): ReactNode {
  // Register the anchor so that links to it (#theorem-3) pass the build's anchor check.
  const brokenLinks = useBrokenLinks();
  const anchor = usePrintId(id);
  if (anchor) {
    brokenLinks.collectAnchor(anchor);
  }
  const backlinks = useBacklinks(id);
  const graph = useGraphLink(id);
  const label = number ? `${kind} ${number}` : kind;
  const titleText = plainText(title);
  const linkName = titleText ? `${label} (${titleText})` : label;
  return (
    <div
      {...props}
      id={anchor}
      data-kind={kind.toLowerCase()}
      className={clsx(styles.statement, styles[kind.toLowerCase()], statementClasses.block, className)}>
      <p className={styles.header}>
        <span className={styles.label}>{label}</span>
        {title && <span className={styles.title}> ({title})</span>}
        {source && <span className={styles.source}> [{source}]</span>}
        <span className={styles.period}>.</span>
        {anchor && (
          // eslint-disable-next-line @docusaurus/no-html-links -- the block's own anchor, written as theme-classic writes a heading's.
          <a
            href={`#${anchor}`}
            className="hash-link"
            aria-label={translate(
              {id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}'},
              {heading: linkName},
            )}
            title={translate({id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}'}, {heading: linkName})}
            translate="no">
            &#8203;
          </a>
        )}
      </p>
      <div className={styles.body}>{children}</div>
      {backlinks.length > 0 && <UsedIn backlinks={backlinks} graph={graph} />}
    </div>
  );
}

function kindComponent(kind: StatementKind) {
  function KindStatement(props: StatementProps): ReactNode {
    return <Statement {...props} kind={kind} />;
  }
  KindStatement.displayName = kind;
  return KindStatement;
}

export const Definition = kindComponent('Definition');
export const Theorem = kindComponent('Theorem');
export const Lemma = kindComponent('Lemma');
export const Proposition = kindComponent('Proposition');
export const Corollary = kindComponent('Corollary');
export const Example = kindComponent('Example');
export const Remark = kindComponent('Remark');
export const Exercise = kindComponent('Exercise');

export type ProofProps = ComponentProps<'div'> & {
  /** Replaces "Proof", e.g. "Proof of the claim". */
  readonly label?: ReactNode;
  /**
   * The label of the statement it proves, when that is not the statement just before it (read by the
   * statement table, for "Used in" lists and graphs; kept in the page as `data-proof-of`).
   */
  readonly of?: string;
};

/** A proof; it always ends with a visible end-of-proof mark. */
export function Proof({label = 'Proof', of, className, children, ...props}: ProofProps): ReactNode {
  return (
    <div {...props} data-proof-of={of} className={clsx(styles.proof, statementClasses.proof, className)}>
      <p className={styles.proofLabel}>{label}.</p>
      {children}
      <p className={styles.qed}>
        <span role="img" aria-label="End of proof">
          ∎
        </span>
      </p>
    </div>
  );
}

export type SolutionProps = ComponentProps<'details'> & {
  readonly summary?: ReactNode;
};

/**
 * A solution: collapsed by default with native <details>, so it works
 * without JavaScript and its content is present in the static HTML.
 */
export function Solution({summary = 'Solution', className, children, ...props}: SolutionProps): ReactNode {
  // A print edition shows every solution, and as a plain block: a page can end inside it (Paged.js
  // cannot split a <details>, and dropped what did not fit on one page).
  if (useInPrint()) {
    return (
      <div className={clsx(styles.solution, statementClasses.solution, className)}>
        <p className={styles.solutionSummary}>{summary}</p>
        <div className={styles.solutionBody}>{children}</div>
      </div>
    );
  }
  return (
    <details {...props} className={clsx(styles.solution, statementClasses.solution, className)}>
      <summary className={styles.solutionSummary}>{summary}</summary>
      <div className={styles.solutionBody}>{children}</div>
    </details>
  );
}
