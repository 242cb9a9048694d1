/**
 * A result's one name in running text: what a reference written `[](ref:label)` shows, "Theorem 5",
 * "Exercise 3", "(2)" for an equation. The statement table gives every reference, "Used in" list,
 * preview and graph this name; the book a result is quoted from keeps its own number in the block's
 * source ("Munkres, Theorem 23.3"), shown in the box and its preview.
 *
 * So a reference whose own text names a result by a number ("[Theorem 23.3](ref:…)", "[23.5](ref:…)",
 * "[§13, Exercise 3](ref:…)", "[Problem A2](ref:…)") must name it by exactly that name; text without a
 * number ("[the tube lemma](ref:…)", "[Heine–Borel](ref:…)") stays free.
 */
import {kinds} from '../kinds';

/** The name the reader sees for a target of the given kind and number. */
export function resultName(kind: string, number: string): string {
  return kind === 'Equation' ? `(${number})` : `${kind} ${number}`;
}

/** "23.3", "4", "A2", "5(b)", "26.1-26.2": a result's number as a book or the site writes it. */
const numberPattern = String.raw`[A-Z]?\d+(?:\.\d+)*[a-z]?(?:\([a-z0-9]+\))?(?:[-–]\d+(?:\.\d+)*)?`;
/** The words that name a numbered result: the site's kinds and their plurals, and a paper's problems. */
const kindWords = [...kinds.flatMap((kind) => [kind.plural, kind.name]), 'Equations', 'Equation', 'Problems', 'Problem'];
/** "Theorem 23.3", "Lemmas 13.2", "§13, Exercise 3", "§ 26 Exercise 5(b)". */
const namedByKind = new RegExp(
  String.raw`(?:§\s?\d+(?:\.\d+)*,?\s+)?\b(?:${kindWords.join('|')})\s+\(?${numberPattern}\)?`,
  'giu',
);
/** Text that is a number alone: "23.5", "(3)", "§13.3", "5(b)". */
const numberAlone = new RegExp(String.raw`^§?\s?\(?${numberPattern}\)?$`, 'u');

/** The names by number in a reference's text: its whole text when it is a number alone, else each kind with a number. */
export function namesByNumber(text: string): string[] {
  const normalised = text.replace(/\s+/gu, ' ').trim();
  if (numberAlone.test(normalised)) {
    return [normalised];
  }
  return [...normalised.matchAll(namedByKind)].map((match) => match[0]);
}

/**
 * Why a reference's text `text` may not stand for a target named `name`, or undefined when it may: it names
 * the target by a number, and not by its name.
 */
export function misnamedReason(text: string, name: string, label: string): string | undefined {
  const wrong = namesByNumber(text).filter((found) => found !== name);
  if (wrong.length === 0) {
    return undefined;
  }
  return (
    `Reference "[${text.replace(/\s+/gu, ' ').trim()}](ref:${label})" names the result ${wrong.map((found) => `"${found}"`).join(', ')}, ` +
    `but the site names it "${name}". Write [](ref:${label}), which shows "${name}" ` +
    `(a book's number stays in the block's source), or describe it without a number.`
  );
}
