/**
 * The kinds of theorem-style blocks, written once: the MDX components (theme/Statements), their
 * numbering (remark/statement-numbering.ts), the statement table, the results index's menu and the
 * dependency graphs' shapes all read this list. Plain data, safe in the client bundle.
 *
 * Statements share one counter, as in most textbooks; exercises have their own. A kind's family
 * sets its colour in the page and its shape in the graphs.
 */
export const kinds = [
  {name: 'Definition', plural: 'Definitions', counter: 'statement', family: 'definition'},
  {name: 'Theorem', plural: 'Theorems', counter: 'statement', family: 'theorem'},
  {name: 'Lemma', plural: 'Lemmas', counter: 'statement', family: 'theorem'},
  {name: 'Proposition', plural: 'Propositions', counter: 'statement', family: 'theorem'},
  {name: 'Corollary', plural: 'Corollaries', counter: 'statement', family: 'theorem'},
  {name: 'Example', plural: 'Examples', counter: 'statement', family: 'example'},
  {name: 'Remark', plural: 'Remarks', counter: 'statement', family: 'example'},
  {name: 'Exercise', plural: 'Exercises', counter: 'exercise', family: 'exercise'},
] as const;

export type KindInfo = (typeof kinds)[number];
export type StatementKind = KindInfo['name'];
export type KindFamily = KindInfo['family'];

const byName = new Map<string, KindInfo>(kinds.map((kind) => [kind.name, kind]));

export function isStatementKind(name: string | null | undefined): name is StatementKind {
  return byName.has(name ?? '');
}

export function kindInfo(kind: StatementKind): KindInfo {
  return byName.get(kind)!;
}
