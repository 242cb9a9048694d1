/**
 * Prints the site model's part for one page (src/plugins/site-model/model.ts): what each capability
 * extracted from its one parse (its numbered blocks, equations and references; its citations; its
 * notation and formulas; its index terms), without the syntax trees. Usage: npm run site-model -- docs/some/page.mdx
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {extractText} from '../src/plugins/site-model/model';

/** Leaves out syntax trees and places in a node: what the model says, not how the MDX was written. */
function readable(key: string, value: unknown): unknown {
  if (key === 'node' || key === 'position' || key === 'tree' || key === 'file' || key === 'paragraph') {
    return undefined;
  }
  return value;
}

const [argument] = process.argv.slice(2);
if (!argument || !/\.mdx?$/.test(argument)) {
  console.error('Usage: npm run site-model -- <page.mdx>');
  process.exit(2);
}
const file = path.resolve(argument);
const {statements, citations, notation, terms} = extractText(file, await readFile(file, 'utf8'));
console.log(
  JSON.stringify(
    {
      page: path.relative(process.cwd(), file),
      statements,
      citations: citations.map(({citation, ids}) => ({...citation, ids})),
      notation,
      terms,
    },
    readable,
    2,
  ),
);
