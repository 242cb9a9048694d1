/**
 * html-validate on a share of the site's pages, in a worker thread of the build checks' process
 * (validity.test.ts), so that validation, which costs more than all the other checks together, runs
 * beside them on the machine's other core. Posts back each error as "route:line:column rule: message".
 */
import {parentPort, workerData} from 'node:worker_threads';
import {readFileSync} from 'node:fs';
import {HtmlValidate} from 'html-validate';

/**
 * html-validate's correctness presets ("standard": the HTML standard and ARIA, field labels and
 * heading levels among it; "document": whole-document rules), not its style preferences, and
 * four of its accessibility rules: every image has a text (an empty one only without a title),
 * every link and button says what it does, no heading is empty. The browser audit loads a page of
 * each kind of element (tests/browser/audit-pages.ts); what one page's content alone can get wrong
 * is caught here, on every page. (Its whole "a11y" preset also prefers its own taste, as native
 * elements over roles, and flags a formula's `aria-label`, its speech.) Rules turned off or on,
 * each with its reason:
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    'wcag/h37': 'error',
    'wcag/h67': 'error',
    'text-content': 'error',
    'empty-heading': 'error',
    // Subresource integrity protects resources from other origins; this site loads none
    // (asserted in pages.test.ts), and its own assets are content-hashed.
    'require-sri': 'off',
  },
});

/**
 * Docusaurus's CodeBlock renders one <div class="token-line"> per line inside <code>, which the
 * content model does not allow (phrasing content only). Browsers render it correctly; it is the
 * theme's markup, so this one message is allowed inside code blocks and nowhere else.
 */
function isCodeBlockLine(message: {ruleId: string; selector: string | null}): boolean {
  return message.ruleId === 'element-permitted-content' && /> pre > code > div(:nth-child\(\d+\))?$/.test(message.selector ?? '');
}

const problems: string[] = [];
for (const {route, file} of workerData as {route: string; file: string}[]) {
  const html = readFileSync(file, 'utf8');
  const report = await validator.validateString(html, file);
  for (const result of report.results) {
    for (const message of result.messages) {
      if (message.severity === 2 && !isCodeBlockLine(message)) {
        problems.push(`${route}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
}
parentPort!.postMessage(problems);
