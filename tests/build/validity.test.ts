import {test} from 'node:test';
import assert from 'node:assert/strict';
import {HtmlValidate} from 'html-validate';
import {sitePages} from './site';

/**
 * html-validate's recommended rules, minus those that judge the minified
 * output's style rather than its validity; each exception has its reason.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // The HTML minifier drops optional quotes, end tags and self-closing slashes (valid HTML).
    'attr-quotes': 'off',
    'void-style': 'off',
    'no-implicit-close': 'off',
    'element-required-content': 'off',
    // Docusaurus and KaTeX set layout with style attributes; a style choice, not an error.
    'no-inline-style': 'off',
    // KaTeX writes MathML and zero-width spans; long class lists are generated.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Docusaurus's generated code blocks and React output use <div> inside <code>-like wrappers legitimately.
    'no-redundant-role': 'off',
    // "Prefer native element" flags React Helmet's and Infima's deliberate ARIA widgets (e.g. role=group).
    'prefer-native-element': 'off',
    // Trailing whitespace inside <pre> is content, not style.
    'no-trailing-whitespace': 'off',
    // Unique ids are still enforced ('no-dup-id' stays on); this rule only dislikes id formats KaTeX does not emit anyway.
    'valid-id': 'off',
  },
});

test('every page is valid HTML (html-validate)', async () => {
  const problems: string[] = [];
  for (const page of sitePages()) {
    const report = await validator.validateString(page.html, page.file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity === 2) {
          problems.push(`${page.route}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
  }
  assert.deepEqual(problems.slice(0, 50), [], `${problems.length} problems`);
});
