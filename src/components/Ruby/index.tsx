import React, {Fragment, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** One base segment and its annotation; an empty annotation (e.g. for okurigana) shows the base alone. */
type RubyPair = readonly [base: string, text: string];

type RubyContent =
  | {readonly base: string; readonly text: string; readonly pairs?: undefined}
  | {readonly base: readonly string[]; readonly text: readonly string[]; readonly pairs?: undefined}
  | {readonly pairs: readonly RubyPair[]; readonly base?: undefined; readonly text?: undefined};

export type Props = Omit<ComponentProps<'ruby'>, 'children'> &
  RubyContent & {
    /** Where the annotation sits; `over` is the browser default and adds no class. */
    readonly position?: 'over' | 'under';
  };

function toPairs(content: RubyContent): readonly RubyPair[] {
  if (content.pairs !== undefined) {
    return content.pairs;
  }
  const {base, text} = content;
  if (typeof base === 'string' && typeof text === 'string') {
    return [[base, text]];
  }
  if (Array.isArray(base) && Array.isArray(text) && base.length === text.length) {
    return base.map((segment: string, index: number): RubyPair => [segment, text[index] ?? '']);
  }
  // Thrown while rendering, so a malformed example fails the build instead of shipping.
  throw new Error(
    `<Ruby>: "base" and "text" must both be strings or arrays of the same length (got ${JSON.stringify(base)} and ${JSON.stringify(text)}).`,
  );
}

/**
 * Ruby annotation (furigana, pinyin) as plain HTML, so it renders without
 * JavaScript: `<Ruby base="漢字" text="かんじ" />` gives
 * `<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>`. Arrays or `pairs`
 * annotate segment by segment inside one `<ruby>`; the `<rp>` parentheses are
 * what a reader without ruby layout sees around each annotation.
 */
export default function Ruby({base, text, pairs, position = 'over', className, ...props}: Props): ReactNode {
  const segments = toPairs({base, text, pairs} as RubyContent);
  const classes = clsx(position === 'under' && styles.under, className);
  return (
    <ruby {...props} className={classes || undefined}>
      {segments.map(([segmentBase, segmentText], index) => (
        // eslint-disable-next-line react/no-array-index-key -- the segments of one fixed text: positions never move.
        <Fragment key={index}>
          {segmentBase}
          {segmentText === '' ? (
            // An empty <rt> keeps the markup valid HTML; without <rp> nothing shows in a fallback.
            <rt />
          ) : (
            <>
              <rp>(</rp>
              <rt>{segmentText}</rt>
              <rp>)</rp>
            </>
          )}
        </Fragment>
      ))}
    </ruby>
  );
}
