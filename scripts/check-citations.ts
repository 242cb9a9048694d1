/**
 * Lists how pages point into books where a reader cannot follow: citations of results the site
 * states that are still plain text (file:line:column, the citation, and the label to reference),
 * except the ones allowed with a reason in src/plugins/cross-references/allowed-plain-citations.ts;
 * then a book's number outside a citation, an author named right before their own citation, a
 * citation inside parentheses and a range of sections not written "§§23–29"
 * (src/plugins/cross-references/citations/prose.ts), on published pages and drafts.
 * Usage: npm run check:citations
 */
import path from 'node:path';
import {parseCitations} from '../src/plugins/citations/syntax';
import {findPlainCitations, findProseProblems} from '../src/plugins/cross-references/citations/report';

const siteDir = path.resolve(import.meta.dirname, '..');
const {unexpected, stale} = await findPlainCitations(siteDir);
for (const citation of unexpected) {
  console.log(
    `${citation.file}:${citation.line}:${citation.column}: "${citation.text}" → ${citation.label ? `ref:${citation.label}` : '(the stating block has no label yet)'}`,
  );
}
for (const allowed of stale) {
  console.log(`${allowed.file}: the allowed plain citation "${allowed.text}" no longer occurs; remove it from the list.`);
}
const {problems: prose, stale: staleProse} = await findProseProblems(siteDir, (text) => parseCitations(text), {
  drafts: true,
});
for (const allowed of staleProse) {
  console.log(`${allowed.file}: the allowed "${allowed.text}" no longer occurs; remove it from the list.`);
}
for (const problem of prose) {
  console.log(
    `${problem.file}:${problem.line}:${problem.column}: ${problem.draft ? '(draft) ' : ''}${problem.kind}: "${problem.text}". ${problem.message}`,
  );
}
console.log(
  `${unexpected.length} plain citation(s) of stated results, ${stale.length + staleProse.length} stale exception(s), ${prose.length} pointer(s) into books to rewrite`,
);
process.exit(unexpected.length + stale.length + staleProse.length + prose.length > 0 ? 1 : 0);
