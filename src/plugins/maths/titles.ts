/**
 * Maths in front-matter titles and sidebar labels: `title: Every norm on $\R^n$ is continuous`.
 *
 * Every place that takes a title as text (<title>, meta and Open Graph tags, structured data,
 * feeds, search, aria labels) should read "Every norm on ℝⁿ is continuous", and every place that
 * shows it (the post's heading, lists, sidebars, pagination) should show it typeset. So:
 * - the docs and blog plugins (src/plugins/docs, src/plugins/blog) call `replaceMathTitles` on
 *   their loaded content, which turns each such title into its readable text everywhere in the
 *   content (metadata, sidebars, pagination) and returns the KaTeX HTML for each;
 * - this plugin publishes that table as global data, and src/plugins/maths/theme/MathTitle looks a
 *   title up in it to show it typeset.
 */
import {typeset} from './typeset';
import {containsMath, mathToText, splitMath} from './tex-text';

/** Readable text of a title → the title's HTML with its formulas typeset. */
export type MathTitles = Record<string, string>;

/** What src/plugins/maths/theme/MathTitle reads (usePluginData('maths')). */
export type MathTitlesGlobalData = {readonly titles: Readonly<MathTitles>};

/** Content of a plugin that has been through `replaceMathTitles`. */
export type WithMathTitles = {readonly mathTitles?: MathTitles};

const htmlEscapes: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

/** Text as HTML: escaped, each `$…$` typeset by KaTeX (a bad formula fails the build): titles, index terms. */
export function mathTextHtml(title: string): string {
  return splitMath(title)
    .map((part) => (part.math ? typeset(part.text) : part.text.replace(/[&<>"]/g, (char) => htmlEscapes[char]!)))
    .join('');
}

/** The front-matter fields whose text may contain maths. */
const titleFields = ['title', 'sidebar_label', 'pagination_label'] as const;

function collectTitles(value: unknown, found: Set<string>, seen: WeakSet<object>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) {
    return;
  }
  seen.add(value);
  if ('frontMatter' in value && value.frontMatter && typeof value.frontMatter === 'object') {
    const frontMatter = value.frontMatter as Record<string, unknown>;
    for (const field of titleFields) {
      const text = frontMatter[field];
      if (typeof text === 'string' && containsMath(text)) {
        found.add(text);
      }
    }
  }
  // A docs title can also come from the page's first heading.
  if ('title' in value && typeof value.title === 'string' && 'permalink' in value && containsMath(value.title)) {
    found.add(value.title);
  }
  for (const child of Object.values(value)) {
    collectTitles(child, found, seen);
  }
}

function replaceStrings(value: unknown, replacements: ReadonlyMap<string, string>, seen: WeakSet<object>): void {
  if (!value || typeof value !== 'object' || seen.has(value) || value instanceof Date) {
    return;
  }
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (typeof child === 'string') {
      const replacement = replacements.get(child);
      if (replacement !== undefined) {
        record[key] = replacement;
      } else if (key === 'description' && containsMath(child)) {
        // Descriptions taken from a page's first paragraph carry its TeX too.
        record[key] = mathToText(child);
      }
    } else {
      replaceStrings(child, replacements, seen);
    }
  }
}

/**
 * Replaces, in place, every title and sidebar label with `$…$` in a docs or blog plugin's content
 * (wherever the plugin copied it: metadata, sidebars, previous/next links) by its readable text,
 * and returns the table of their typeset HTML.
 */
export function replaceMathTitles(content: object): MathTitles {
  const titles = new Set<string>();
  collectTitles(content, titles, new WeakSet());
  const replacements = new Map([...titles].map((title) => [title, mathToText(title)]));
  replaceStrings(content, replacements, new WeakSet());
  return Object.fromEntries([...titles].map((title) => [mathToText(title), mathTextHtml(title)]));
}
