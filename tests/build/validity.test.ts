import {test} from 'node:test';
import assert from 'node:assert/strict';
import {HtmlValidate} from 'html-validate';
import {byId, sitePages, type SitePage} from './site';

/**
 * html-validate's correctness presets ("standard": the HTML standard and ARIA;
 * "document": whole-document rules), not its style preferences. Rules turned
 * off, each with its reason:
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
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

/**
 * react-simple-code-editor (the Python cells' editor) renders the few CSS rules it needs as a
 * <style> element beside its textarea. Browsers apply it; the content model wants <style> in <head>.
 */
function isCellEditorStyle(message: {ruleId: string; message: string}, html: string): boolean {
  return (
    message.ruleId === 'element-permitted-content' &&
    message.message.startsWith('<style> element') &&
    html.includes('data-python-cell=')
  );
}

test('every page is valid HTML (html-validate)', async () => {
  const problems: string[] = [];
  for (const page of sitePages()) {
    const report = await validator.validateString(page.html, page.file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2 && !isCodeBlockLine(message) && !isCellEditorStyle(message, page.html)) {
          problems.push(`${page.route}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
  }
  assert.deepEqual(problems.slice(0, 50), [], `${problems.length} problems`);
});

/** The landmark role an element has (its own role, else its tag's), if it is one a reader can jump to. */
function landmarkRole($element: ReturnType<SitePage['$']>): string | undefined {
  const role = $element.attr('role');
  if (role) {
    return ['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search'].includes(role)
      ? role
      : undefined;
  }
  const tag = $element.prop('tagName')?.toLowerCase();
  const named = $element.attr('aria-label') !== undefined || $element.attr('aria-labelledby') !== undefined;
  const sectioned = $element.parents('article, aside, main, nav, section').length > 0;
  return (
    {
      nav: 'navigation',
      aside: 'complementary',
      main: 'main',
      search: 'search',
      section: named ? 'region' : undefined,
      form: named ? 'form' : undefined,
      header: sectioned ? undefined : 'banner',
      footer: sectioned ? undefined : 'contentinfo',
    } as Record<string, string | undefined>
  )[tag ?? ''];
}

test('every landmark of a page can be told from the others of its kind by its name', () => {
  const problems: string[] = [];
  for (const page of sitePages()) {
    const {$} = page;
    const seen = new Map<string, number>();
    $('body *').each((_, element) => {
      const $element = $(element);
      const role = landmarkRole($element);
      if (!role || $element.closest('[hidden], [aria-hidden="true"], template, noscript').length > 0) {
        return;
      }
      const labelledBy = ($element.attr('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => byId($, id).text().trim())
        .join(' ');
      const key = `${role} "${$element.attr('aria-label') ?? labelledBy}"`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    });
    for (const [key, count] of seen) {
      if (count > 1) {
        problems.push(`${page.route}: ${count} landmarks ${key}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
