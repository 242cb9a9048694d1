/**
 * How a page's prose points into books, read as the reader reads it: a book's number (Theorem 18.4,
 * Lemma 16.2, §31) must come with its book, so that a bare number on the site is always the site's
 * own (README, "Labels and references between results"); a citation must read as prose (the author
 * not named twice, no citation inside parentheses); and a range of sections has one form, "§§23–29".
 *
 * Each paragraph, heading and table cell is read as one run of text, with emphasis read through,
 * formulas, code and JSX expressions left out, and references kept as their text, so a title in
 * italics between an author and their citation, or a parenthesis opened before a link, is seen.
 * The citations are found with the citations plugin's parser, which the caller hands over (this
 * capability cannot import that one: the citations plugin imports the block kinds from here).
 */
import type {Heading, Paragraph, PhrasingContent, Root, TableCell} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import {SKIP, visitParents} from 'unist-util-visit-parents';
import type {Citation} from '../../citations/syntax';

/** The citations plugin's `parseCitations` (src/plugins/citations/syntax.ts), or one that finds them alike. */
export type CitationParser = (text: string) => readonly Citation[];

type ProseProblemKind = 'book-number' | 'author-twice' | 'parenthesised-citation' | 'section-range';

export type ProseProblem = {
  readonly kind: ProseProblemKind;
  readonly line: number;
  readonly column: number;
  /** What was found, as written. */
  readonly text: string;
  /** What to write instead. */
  readonly message: string;
};

/** The one form of a range of sections: "§§23–29", "§§2.2–2.5" (two section signs, an en dash, no spaces). */
const sectionRangeForm = '§§23–29';

/** A book's numbered result or exercise: "Theorem 18.4", "Lemmas 26.1", "Exercise 3.2". */
const bookResult =
  /(?<![\p{L}\p{N}])(?:Theorem|Lemma|Corollary|Proposition|Definition|Example|Exercise|Remark|Problem)s?\s+\d+\.\d+/gu;
/** A section sign and number: "§31", "§ 2.5", "§§23–29". */
const sectionNumber = /§+\s?\d+(?:\.\d+)*/gu;
/**
 * A range of sections in another form than `sectionRangeForm`: "§23 to §29", "§12–§22", "§43-47",
 * "§§ 23 - 29", "sections 12 to 22".
 */
const sectionRange =
  /§+\s?\d+(?:\.\d+)*\s*(?:–|-|—|\bto\b)\s*§*\s?\d+(?:\.\d+)*|(?<![\p{L}])sections\s+\d+(?:\.\d+)*\s*(?:–|-|—|\bto\b)\s*\d+(?:\.\d+)*/giu;
const rightRange = /^§§\d+(?:\.\d+)*–\d+(?:\.\d+)*$/u;

/** Where a piece of the run of text comes from in the file. */
type Piece = {
  readonly start: number;
  readonly end: number;
  readonly line: number;
  readonly column: number;
  /** The piece is a text node's value, whose line breaks are the file's. */
  readonly verbatim: boolean;
  /** The piece is the text of a link (a reference or a web link). */
  readonly inLink: boolean;
};

type Run = {readonly text: string; readonly pieces: readonly Piece[]};

/** A stand-in for what the run leaves out (a formula, code), so that words around it stay apart. */
const omitted = '\u2060x\u2060';

/** The text of a paragraph, heading or cell as the reader reads it, with where each piece comes from. */
function runOf(children: readonly PhrasingContent[]): Run {
  let text = '';
  const pieces: Piece[] = [];
  const add = (value: string, node: PhrasingContent, verbatim: boolean, inLink: boolean) => {
    const start = node.position?.start;
    pieces.push({
      start: text.length,
      end: text.length + value.length,
      line: start?.line ?? 0,
      column: start?.column ?? 0,
      verbatim,
      inLink,
    });
    text += value;
  };
  const read = (nodes: readonly PhrasingContent[], inLink: boolean) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          add(node.value, node, true, inLink);
          break;
        case 'inlineMath':
        case 'inlineCode':
          add(omitted, node, false, inLink);
          break;
        case 'break':
          add(' ', node, false, inLink);
          break;
        case 'link':
        case 'linkReference':
          // An empty reference, `[](ref:label)`, shows the target's kind and number.
          if (node.children.length === 0) {
            add('Theorem 1', node, false, true);
          } else {
            read(node.children, true);
          }
          break;
        case 'mdxJsxTextElement':
          // A <Notation> declaration shows nothing in the page.
          if (node.name !== 'Notation') {
            read(node.children as PhrasingContent[], inLink);
          }
          break;
        default:
          if ('children' in node) {
            read(node.children as PhrasingContent[], inLink);
          }
      }
    }
  };
  read(children, false);
  return {text, pieces};
}

function pieceAt(run: Run, offset: number): Piece | undefined {
  return run.pieces.find((piece) => offset >= piece.start && offset < piece.end) ?? run.pieces.at(-1);
}

/** The file's line and column of `offset` in the run. */
function placeOf(run: Run, offset: number): {line: number; column: number} {
  const piece = pieceAt(run, offset);
  if (!piece) {
    return {line: 0, column: 0};
  }
  if (!piece.verbatim) {
    return {line: piece.line, column: piece.column};
  }
  const before = run.text.slice(piece.start, offset);
  const lines = before.split('\n');
  return {
    line: piece.line + lines.length - 1,
    column: lines.length > 1 ? lines.at(-1)!.length + 1 : piece.column + before.length,
  };
}

/** The family name a key starts with: "munkres" for munkres2000 (README: keys are the first author's family name and the year). */
function familyName(key: string): string | undefined {
  return /^\p{L}+/u.exec(key)?.[0].toLowerCase();
}

/** Where in `text` the citations stand (start and end offsets), with what each is. */
function citationSpans(text: string, parse: CitationParser): {start: number; end: number; citation: Citation}[] {
  return parse(text).map((citation) => ({
    start: citation.start.offset,
    end: citation.end.offset,
    citation,
  }));
}

/** How deep in parentheses `offset` is, in the run's own text (formulas and code are left out of it). */
function parenthesisDepth(text: string, offset: number): number {
  let depth = 0;
  for (const char of text.slice(0, offset)) {
    if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return depth;
}

/**
 * The text between the last sentence's end before `offset` and `offset`: where an author named for
 * the citation at `offset` would stand.
 */
function sentenceBefore(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const ends = [...before.matchAll(/[.!?:;](?=\s)/g)];
  return before.slice(ends.length > 0 ? ends.at(-1)!.index + 1 : 0);
}

/** The problems in one run of text. `heading`: a heading may name a book's section by its number. */
function runProblems(run: Run, parse: CitationParser, container: 'paragraph' | 'heading' | 'cell' | 'item'): ProseProblem[] {
  const problems: ProseProblem[] = [];
  const spans = citationSpans(run.text, parse);
  const inCitation = (offset: number) => spans.some((span) => offset >= span.start && offset < span.end);
  const inLink = (offset: number) => pieceAt(run, offset)?.inLink === true;
  const report = (kind: ProseProblemKind, offset: number, text: string, message: string) =>
    problems.push({kind, ...placeOf(run, offset), text, message});

  const wrongRanges: {start: number; end: number}[] = [];
  for (const match of run.text.matchAll(sectionRange)) {
    if (!rightRange.test(match[0])) {
      wrongRanges.push({start: match.index, end: match.index + match[0].length});
      report(
        'section-range',
        match.index,
        match[0],
        `Write a range of sections as "${sectionRangeForm}" (two section signs, an en dash, no spaces).`,
      );
    }
  }
  for (const match of run.text.matchAll(bookResult)) {
    if (!inCitation(match.index) && !inLink(match.index)) {
      report(
        'book-number',
        match.index,
        match[0],
        `"${match[0]}" is a book's number outside a citation: a bare number on the site is the site's own. Reference the site's block ([](ref:label)) if the site states it, else cite the book ([@key, ${match[0]}]).`,
      );
    }
  }
  for (const match of run.text.matchAll(sectionNumber)) {
    // A heading names the book section it covers (the page says which book), and so does the first
    // entry of a list item or table cell that is a line of a book's table of contents ("§23 Connected Spaces").
    const contentsEntry = (container === 'cell' || container === 'item') && run.text.slice(0, match.index).trim() === '';
    const inWrongRange = wrongRanges.some((range) => match.index >= range.start && match.index < range.end);
    if (container === 'heading' || contentsEntry || inWrongRange || inCitation(match.index) || inLink(match.index)) {
      continue;
    }
    report(
      'book-number',
      match.index,
      match[0],
      `"${match[0]}" is a book's section outside a citation: cite it with its book ([@key, ${match[0]}], or @key [${match[0]}] in a sentence).`,
    );
  }
  for (const {start, citation} of spans) {
    if (parenthesisDepth(run.text, start) > 0) {
      report(
        'parenthesised-citation',
        start,
        citation.source,
        'A citation inside parentheses reads as brackets in brackets: take it out of the parentheses, or make the parenthesis a sentence of its own.',
      );
    }
    if (citation.form !== 'bracketed') {
      continue;
    }
    // Other bracketed citations in the sentence name their authors in their own brackets, not in the prose.
    const prose = spans
      .filter((span) => span.citation.form === 'bracketed')
      .reduce((text, span) => text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end), run.text);
    const sentence = sentenceBefore(prose, start);
    for (const item of citation.items) {
      const name = familyName(item.key);
      if (item.suppressAuthor || !name) {
        continue;
      }
      if (new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'iu').test(sentence)) {
        report(
          'author-twice',
          start,
          citation.source,
          `The sentence names the author before the citation, which names them again: write @${item.key} in the sentence ("@${item.key} [locator] proves …"), or [-@${item.key}] after the name.`,
        );
      }
    }
  }
  return problems;
}

/** The places in a page's prose that point into books in a way a reader cannot follow (see the file's comment). */
export function proseProblems(tree: Root, parse: CitationParser): ProseProblem[] {
  const problems: ProseProblem[] = [];
  visitParents(tree, (node, ancestors) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const parent = ancestors.at(-1);
      const container =
        node.type === 'heading'
          ? 'heading'
          : node.type === 'tableCell'
            ? 'cell'
            : parent?.type === 'listItem' && parent.children[0] === node
              ? 'item'
              : 'paragraph';
      problems.push(...runProblems(runOf((node as Paragraph | Heading | TableCell).children), parse, container));
      return SKIP;
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name !== 'Notation') {
      // A statement's source is a citation's inside, shown in brackets: its ranges of sections are held to the one form.
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'source' && typeof attribute.value === 'string') {
          const value = (attribute as MdxJsxAttribute).value as string;
          for (const match of value.matchAll(sectionRange)) {
            if (!rightRange.test(match[0])) {
              problems.push({
                kind: 'section-range',
                line: attribute.position?.start.line ?? node.position?.start.line ?? 0,
                column: attribute.position?.start.column ?? node.position?.start.column ?? 0,
                text: match[0],
                message: `Write a range of sections as "${sectionRangeForm}" (two section signs, an en dash, no spaces).`,
              });
            }
          }
        }
      }
    }
    if (node.type === 'yaml') {
      // The front matter's title and description are read as text on the page, in search and in feeds.
      for (const match of node.value.matchAll(sectionRange)) {
        if (!rightRange.test(match[0])) {
          const before = node.value.slice(0, match.index).split('\n');
          problems.push({
            kind: 'section-range',
            line: (node.position?.start.line ?? 1) + before.length,
            column: before.at(-1)!.length + 1,
            text: match[0],
            message: `Write a range of sections as "${sectionRangeForm}" (two section signs, an en dash, no spaces).`,
          });
        }
      }
    }
    return undefined;
  });
  return problems;
}
