/**
 * Lists the citations of results the site states that are still plain text
 * (file:line:column, the citation, and the label to reference), except the
 * ones allowed with a reason in src/plugins/cross-references/allowed-plain-citations.ts.
 * Usage: npm run check:citations
 */
import path from 'node:path';
import {findPlainCitations} from '../src/plugins/cross-references/citations/report';

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
console.log(`${unexpected.length} plain citation(s), ${stale.length} stale exception(s)`);
process.exit(unexpected.length + stale.length > 0 ? 1 : 0);
