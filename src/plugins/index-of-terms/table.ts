/**
 * The site's index of terms, built from every page's places (./extract.ts): one entry per term (its
 * case, accents and formulas' spelling folded), its sub-entries, its "see" and "see also"
 * cross-references, and its locators, the definitions first; grouped by the letter its sorting key
 * starts with. A cross-reference to a term the index does not have is a problem at its place; a term
 * defined in two places is a warning naming both.
 */
import path from 'node:path';
import type {PhrasingContent} from 'mdast';
import type {ResolvedReference} from '../cross-references/table/table';
import {pageKey} from '../lib/page-data';
import type {PageInput} from '../lib/published-pages';
import {foldForMatching} from '../lib/spelling';
import {mathTextHtml} from '../maths/titles';
import {mathToText} from '../maths/tex-text';
import {splitEntry, type ExtractedTerms, type IndexPlace} from './extract';

export type ExtractedTermsSite = readonly {readonly page: PageInput; readonly terms: ExtractedTerms}[];

/** A place an entry leads to, as a link with its preview. */
export type IndexLocator = {
  /** What the link reads: "Definition 27", or the section ("§ Compact subspaces") or page of a place in the prose. */
  readonly text: string;
  readonly href: string;
  readonly page: string;
  readonly permalink: string;
  /** Whether the place defines the term (shown first, and in bold). */
  readonly defines: boolean;
  /** The place's position in the site's reading order: a print edition lists its page numbers so. */
  readonly order: number;
  /** The block's preview (its key, `anchor`, in its page's previews, src/plugins/cross-references) … */
  readonly target: ResolvedReference & {readonly anchor: string};
  /** … or, for a place in the prose, its paragraph typeset, shown as it is. */
  readonly paragraphHtml?: string;
};

type CrossReference = {readonly text: string; readonly html: string; readonly key: string};

export type IndexSubentry = {
  /** As written, with `$…$` for mathematics. */
  readonly text: string;
  /** Readable text (`T₁ space`): what the index page's filter matches. */
  readonly plain: string;
  readonly html: string;
  readonly locators: readonly IndexLocator[];
  readonly see: readonly CrossReference[];
  readonly seeAlso: readonly CrossReference[];
};

export type IndexEntry = IndexSubentry & {
  /** The entry's anchor on the index page, and what a cross-reference to it links. */
  readonly key: string;
  readonly subentries: readonly IndexSubentry[];
};

export type IndexGroup = {
  /** "A" to "Z", or "Symbols" for terms whose key starts with neither. */
  readonly letter: string;
  readonly entries: readonly IndexEntry[];
};

type Problem = {readonly file: string; readonly line: number; readonly column: number; readonly reason: string};

export type TermsIndex = {
  readonly groups: readonly IndexGroup[];
  /** A term whose formula KaTeX cannot typeset, or a cross-reference to a term the index lacks: each stops a build. */
  readonly problems: readonly Problem[];
  /** Of those, the cross-references: a page's own step cannot see them (it knows only its own terms). */
  readonly crossReferenceProblems: readonly Problem[];
  readonly warnings: readonly Problem[];
};

/** Greek letters sort under their names, as an index spells them: σ-compact under S. */
const greekNames: Readonly<Record<string, string>> = Object.fromEntries(
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega'
    .split(' ')
    .flatMap((name, index) => {
      const lower = String.fromCodePoint(0x3b1 + index + (index >= 17 ? 1 : 0));
      return [
        [lower, name],
        [lower.toUpperCase(), name],
      ];
    }),
);

/** A term's sorting key: its readable text, folded, Greek letters by name, mathematics' subscripts as digits. */
export function sortingKey(text: string): string {
  return foldForMatching(mathToText(text).normalize('NFKC'))
    .replace(/[\u03b1-\u03c9\u0391-\u03a9]/g, (letter) => greekNames[letter] ?? letter)
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .trim();
}

/** The key two spellings of one term share: "Hausdorff", "hausdorff" and "Hausdorff" with an accent. */
function termKey(text: string): string {
  return foldForMatching(mathToText(text)).replace(/\s+/g, ' ').trim();
}

/** The anchor of an entry on the index page. */
export function entryAnchor(key: string): string {
  return `term-${
    key
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'symbol'
  }`;
}

function groupLetter(sortKey: string): string {
  const first = sortKey.charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : 'Symbols';
}

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

type PlaceOnPage = {readonly place: IndexPlace; readonly page: PageInput; readonly order: number};

type Building = {
  text: string;
  /**
   * Whether `text` may owe its capital to where it stands: a title, or words that start a sentence. The
   * term written anywhere else reads better in the index ("locally compact", not "Locally compact").
   */
  fromTitle: boolean;
  sort: string | undefined;
  places: PlaceOnPage[];
  see: PlaceOnPage[];
  seeAlso: PlaceOnPage[];
  subentries: Map<string, Building>;
};

const building = (text: string, fromTitle: boolean): Building => ({
  text,
  fromTitle,
  sort: undefined,
  places: [],
  see: [],
  seeAlso: [],
  subentries: new Map(),
});

/**
 * Builds the index. `paragraphHtml` typesets a paragraph of the prose as its page does (the preview of a
 * place there).
 */
export function buildTermsIndex(
  siteDir: string,
  site: ExtractedTermsSite,
  paragraphHtml: (nodes: readonly PhrasingContent[]) => string,
): TermsIndex {
  const entries = new Map<string, Building>();
  const problems: Problem[] = [];
  const crossReferenceProblems: Problem[] = [];
  const warnings: Problem[] = [];

  let order = 0;
  for (const {page, terms} of site) {
    for (const problem of terms.problems) {
      problems.push({file: page.file, ...problem});
    }
    for (const place of terms.places) {
      const key = termKey(place.term);
      if (!key) {
        continue;
      }
      const fromTitle = place.origin === 'title' || place.startsSentence;
      let entry = entries.get(key);
      if (!entry) {
        entry = building(place.term, fromTitle);
        entries.set(key, entry);
      } else if (entry.fromTitle && !fromTitle) {
        entry.text = place.term;
        entry.fromTitle = false;
      }
      entry.sort ??= place.sort;
      let target = entry;
      if (place.sub) {
        const subKey = termKey(place.sub);
        target = entry.subentries.get(subKey) ?? building(place.sub, false);
        entry.subentries.set(subKey, target);
      }
      const onPage = {place, page, order: order++};
      if (place.see.length > 0) {
        target.see.push(onPage);
      }
      if (place.seeAlso.length > 0) {
        target.seeAlso.push(onPage);
      }
      if (place.anchor !== undefined) {
        target.places.push(onPage);
      }
    }
  }

  const where = ({page, place}: PlaceOnPage) => `${path.relative(siteDir, page.file)}:${place.line}:${place.column}`;

  /** A cross-reference's target as the index shows it, or a problem at its place when the index lacks it. */
  const resolveCrossReference = (onPage: PlaceOnPage, target: string): CrossReference | undefined => {
    // Split as the entry it names was: at its first comma outside a formula.
    const {term: main, sub} = splitEntry(target);
    const entry = entries.get(termKey(main));
    const subentry = sub ? entry?.subentries.get(termKey(sub)) : undefined;
    if (!entry || (sub && !subentry)) {
      crossReferenceProblems.push({
        file: onPage.page.file,
        line: onPage.place.line,
        column: onPage.place.column,
        reason: `"${target}" is no term of the index: index it where it is defined, or point to a term the index has.`,
      });
      return undefined;
    }
    return {text: target, html: mathTextHtml(target), key: entryAnchor(termKey(main))};
  };

  const locator = ({page, place, order: position}: PlaceOnPage): IndexLocator => {
    const anchor = place.anchor!;
    const href = `${page.permalink}#${anchor}`;
    const text = place.block
      ? `${place.block.kind} ${place.block.number}`
      : place.heading
        ? `§ ${mathToText(place.heading)}`
        : mathToText(page.title);
    return {
      text,
      href,
      page: page.title,
      permalink: page.permalink,
      defines: place.defines,
      order: position,
      // The link lands on the place; its preview shows the block it is in (keyed by the block's anchor).
      target: {
        anchor: place.block?.id ?? anchor,
        href,
        text,
        ...(place.block?.title ? {title: place.block.title} : {}),
        page: page.title,
        previews: pageKey(siteDir, page.file),
      },
      ...(place.paragraph ? {paragraphHtml: paragraphHtml(place.paragraph)} : {}),
    };
  };

  const finish = (entry: Building): IndexSubentry => {
    const definitions = entry.places.filter(({place}) => place.defines);
    // One block defining a term twice (its title and its words) is one definition.
    const definingBlocks = [
      ...new Map(definitions.map((onPage) => [`${onPage.page.file}#${onPage.place.anchor}`, onPage])).values(),
    ];
    if (definingBlocks.length > 1) {
      const [first, ...others] = definingBlocks;
      for (const other of others) {
        warnings.push({
          file: other.page.file,
          line: other.place.line,
          column: other.place.column,
          reason:
            `"${entry.text}" is defined here and at ${where(first!)}. If both define the same thing, mark one a mention ` +
            `(<Index mention>*${entry.text}*</Index>); if not, index one under a qualified term (<Index term="${entry.text}, …">…</Index>).`,
        });
      }
    }
    const seen = new Set<string>();
    const locators = [...definitions, ...entry.places.filter(({place}) => !place.defines)]
      .filter(({page, place}) => {
        // A term a block names twice leads to the block once.
        const at = `${page.file}#${place.anchor}`;
        const repeated = seen.has(at);
        seen.add(at);
        return !repeated;
      })
      .map(locator);
    const crossReferences = (places: PlaceOnPage[], pick: (place: IndexPlace) => readonly string[]) => {
      const resolved = new Map<string, CrossReference>();
      for (const onPage of places) {
        for (const target of pick(onPage.place)) {
          const reference = resolveCrossReference(onPage, target);
          if (reference) {
            resolved.set(reference.key + reference.text, reference);
          }
        }
      }
      return [...resolved.values()];
    };
    return {
      text: entry.text,
      plain: mathToText(entry.text),
      html: mathTextHtml(entry.text),
      locators,
      see: crossReferences(entry.see, (place) => place.see),
      seeAlso: crossReferences(entry.seeAlso, (place) => place.seeAlso),
    };
  };

  const finished: {entry: IndexEntry; sort: string}[] = [...entries].map(([key, entry]) => ({
    entry: {
      ...finish(entry),
      key: entryAnchor(key),
      subentries: [...entry.subentries.values()]
        .map((subentry) => ({subentry, sort: sortingKey(subentry.text)}))
        .sort((a, b) => collator.compare(a.sort, b.sort))
        .map(({subentry}) => finish(subentry)),
    },
    sort: entry.sort ? foldForMatching(entry.sort) : sortingKey(entry.text),
  }));
  finished.sort((a, b) => collator.compare(a.sort, b.sort) || collator.compare(a.entry.text, b.entry.text));

  const groups: {letter: string; entries: IndexEntry[]}[] = [];
  for (const {entry, sort} of finished) {
    const letter = groupLetter(sort);
    const group = groups.find((candidate) => candidate.letter === letter);
    if (group) {
      group.entries.push(entry);
    } else {
      groups.push({letter, entries: [entry]});
    }
  }
  // Symbols first, as the index of a book has them; the letters in order.
  groups.sort((a, b) => (a.letter === 'Symbols' ? -1 : b.letter === 'Symbols' ? 1 : a.letter.localeCompare(b.letter)));
  return {groups, problems: [...problems, ...crossReferenceProblems], crossReferenceProblems, warnings};
}

export function formatIndexProblems(siteDir: string, problems: readonly Problem[]): string {
  return problems
    .map(({file, line, column, reason}) => `${path.relative(siteDir, file)}:${line}:${column}: ${reason}`)
    .join('\n');
}
