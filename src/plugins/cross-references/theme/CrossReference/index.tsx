import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {printClasses, useInPrint, usePrintHref, usePrintId} from '@site/src/plugins/lib/print-context';
import {statementClasses} from '@site/src/plugins/cross-references/components';
import {usePreviewLink} from '../Preview';
import {CrossReferencesContext, useReferenceTarget} from './context';
import styles from './styles.module.css';

export {useBacklinks, useGraphLink} from './context';

export function CrossReferencesProvider({
  value,
  children,
}: {
  readonly value: ComponentProps<typeof CrossReferencesContext.Provider>['value'];
  readonly children?: ReactNode;
}): ReactNode {
  return <CrossReferencesContext.Provider value={value}>{children}</CrossReferencesContext.Provider>;
}

export type CrossReferenceProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The target's label: a block's `id` or an equation's `\label{eq:…}`. */
  readonly to: string;
};

/**
 * A reference to a labelled result or equation, written `[](ref:label)` or `[text](ref:label)`:
 * a link to its anchor whose default text is the target's current number ("Lemma 32", "(3)"),
 * with a preview of the statement on hover (after a short delay), keyboard focus or a first tap.
 */
export function CrossReference({to, id, className, children, ...props}: CrossReferenceProps): ReactNode {
  const target = useReferenceTarget(to);
  const brokenLinks = useBrokenLinks();
  const anchor = usePrintId(id);
  if (anchor) {
    brokenLinks.collectAnchor(anchor);
  }
  const href = usePrintHref(target?.href ?? '');
  const {siteConfig} = useDocusaurusContext();
  // On paper, a reference to a result outside the document says where it is.
  const outside = useInPrint() && !href.startsWith('#');
  const {preview, linkProps} = usePreviewLink(to, target);

  if (!target) {
    // No data for this label (renamed elsewhere while `npm start` runs, or a component used by hand): marked
    // as LaTeX marks an undefined reference.
    return (
      <span className={styles.unresolved} title={`Unknown label "${to}"`}>
        {children ?? '??'}
      </span>
    );
  }
  return (
    <>
      <Link
        {...props}
        {...linkProps}
        id={anchor}
        to={href}
        className={clsx(styles.reference, statementClasses.reference, className)}>
        {children ?? target.text}
      </Link>
      {outside && (
        <span className={printClasses.referenceAddress}>
          {' '}
          ({[target.page, `${siteConfig.url}${target.href}`].filter(Boolean).join(', ')})
        </span>
      )}
      {preview.card}
    </>
  );
}

export type EquationProps = ComponentProps<'div'> & {readonly number?: string};

/** A labelled displayed formula (its number is typeset by KaTeX as a tag): the anchor references land on. */
export function Equation({id, number, className, children, ...props}: EquationProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchor = usePrintId(id);
  if (anchor) {
    brokenLinks.collectAnchor(anchor);
  }
  return (
    <div {...props} id={anchor} data-equation-number={number} className={clsx(styles.equation, className)}>
      {children}
    </div>
  );
}
