/**
 * Each built page asks, in its <head>, for the KaTeX fonts its first screen's formulas draw
 * with (`<link rel="preload" as="font">`), so that they arrive with the stylesheet rather than
 * after the first layout.
 *
 * KaTeX's fonts are `font-display: block`: until a font arrives, its text is laid out, invisibly,
 * with another font's widths, and a browser asks for a font only when it first lays out text in
 * it. When the font arrives, an inline formula changes width and the paragraph's lines break
 * elsewhere: the text under it moves (a layout shift of 0.077 on the primes post and 0.093 on
 * calculus with code in Lighthouse's phone, issue 32). Asked for from the <head>, the fonts of
 * the first screen are there before the first layout.
 *
 * Only the first screen's faces: the shift that matters is in the viewport, and every font
 * preloaded competes with the stylesheet and scripts on a slow connection (preloading every face
 * a long page uses, eight or nine, moved chapter 3's first paint by a second). Blocks further
 * down are laid out only as they near the viewport (src/plugins/long-pages), by when their fonts
 * have long had time to come.
 *
 * Only inline formulas' faces: a displayed formula is a block of its own, as high as KaTeX's
 * struts make it, whose glyphs' widths move no other text (with the text faces alone preloaded,
 * pages whose first screens hold displays with large delimiters did not shift).
 *
 * Which faces: KaTeX's own stylesheet, as served (the subset, hashed files of ./fonts.ts), says
 * which class draws with which face (`.katex .mathnormal{font-family:KaTeX_Math;font-style:
 * italic}`); a formula's text is KaTeX_Main otherwise. A face is preloaded when an element of a
 * formula in the page's first screen carries its classes. client/font-preloads.ts then loads each
 * preloaded face outright, so that a face named for an element with no text of its own is still
 * used and the browser does not warn of an unused preload.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {builtHtmlFiles} from '../lib/built-html';

/** A face as CSS selects it, in the order of the `font` shorthand: `italic 400 KaTeX_Math`. */
export type FaceKey = string;

type Font = {family?: string; style?: string; weight?: string};
/** A rule of KaTeX's stylesheet that sets a font on the elements with all of `classes`. */
type FontRule = {classes: string[]; face: FaceKey};

/** How much of an article counts as its first screen, in characters of its text. */
export const firstScreenCharacters = 2500;

const numericWeight = (weight: string): string => ({normal: '400', bold: '700'})[weight] ?? weight;
const faceKey = ({family = 'KaTeX_Main', style = 'normal', weight = '400'}: Font): FaceKey =>
  `${style} ${numericWeight(weight)} ${family}`;

/** The font declarations of a rule body (`font-family`, `font-style`, `font-weight`; the family's first name). */
function fontOf(body: string): Font {
  const font: Font = {};
  for (const declaration of body.split(';')) {
    const [property, value] = declaration.split(/:(.*)/s).map((part) => part.trim());
    if (property === 'font-family' && value) {
      font.family = value
        .split(',')[0]!
        .trim()
        .replace(/^["']|["']$/g, '');
    } else if (property === 'font-style' && value) {
      font.style = value;
    } else if (property === 'font-weight' && value) {
      font.weight = value;
    }
  }
  return font;
}

/**
 * KaTeX's faces in a served stylesheet: each face's file, and the rules `.katex .a.b {…}` that
 * give elements a face (a rule setting only a style or weight gives KaTeX_Main's, the family
 * formulas inherit). Rules with other combinators (the pieces of a stacked delimiter) are left
 * out: their faces are those of the rules for the delimiter as a whole.
 */
export function katexFaces(css: string, sheetHref = '/'): {files: Map<FaceKey, string>; rules: FontRule[]} {
  const files = new Map<FaceKey, string>();
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const font = fontOf(body!);
    const url = /url\(\s*["']?([^)"']+\.woff2)["']?\s*\)/.exec(body!)?.[1];
    if (font.family?.startsWith('KaTeX_') && url) {
      // As the page would ask for it: the stylesheet's relative addresses resolved against its own.
      files.set(faceKey(font), new URL(url, new URL(sheetHref, 'https://site.invalid')).pathname);
    }
  }
  const rules: FontRule[] = [];
  for (const [, selectors, body] of css.replace(/@font-face\s*\{[^}]*\}/g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const font = fontOf(body!);
    if (font.family === undefined && font.style === undefined && font.weight === undefined) {
      continue;
    }
    for (const selector of selectors!.split(',')) {
      const compound = /^\s*\.katex\s+((?:\.[\w-]+)+)\s*$/.exec(selector)?.[1];
      if (compound && (font.family === undefined || font.family.startsWith('KaTeX_'))) {
        rules.push({classes: compound.split('.').filter(Boolean), face: faceKey(font)});
      }
    }
  }
  return {files, rules};
}

/**
 * The page up to the end of its article's first screen: everything before the article (a
 * sidebar's or title's formulas are on screen too), then the article (or, on a page with none,
 * its main content) until
 * `firstScreenCharacters` characters of its text, not counting the formulas' MathML, which no
 * KaTeX font draws.
 */
export function firstScreen(html: string): string {
  const article = ['<article', '<main'].map((tag) => html.indexOf(tag)).find((index) => index !== -1);
  if (article === undefined) {
    return html;
  }
  let text = 0;
  const markup = /<math\b[\s\S]*?<\/math>|<[^>]*>|[^<]+/g;
  markup.lastIndex = article;
  for (let match = markup.exec(html); match; match = markup.exec(html)) {
    if (!match[0].startsWith('<')) {
      text += match[0].replace(/&[#\w]+;/g, ' ').length;
      if (text >= firstScreenCharacters) {
        return html.slice(0, markup.lastIndex);
      }
    }
  }
  return html;
}

/**
 * The HTML without its displayed formulas. A display is a block of its own, as high as KaTeX's
 * struts make it, and centred: its glyphs' widths move no other text. An inline formula's width is
 * part of its line, and decides where the paragraph's lines break.
 */
export function withoutDisplays(html: string): string {
  const opening = /<(\w+)\b[^>]*\bclass=(?:"[^"]*\bkatex-display\b[^"]*"|katex-display)[\s>/][^>]*>?/g;
  let kept = '';
  let from = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const tag = match[1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = match.index;
    let depth = 0;
    for (let inner = tags.exec(html); inner; inner = tags.exec(html)) {
      depth += inner[1] ? -1 : 1;
      if (depth === 0) {
        break;
      }
    }
    kept += html.slice(from, match.index);
    from = depth === 0 ? tags.lastIndex : html.length;
    opening.lastIndex = from;
  }
  return kept + html.slice(from);
}

/** The KaTeX faces the formulas of a piece of HTML draw with, by the stylesheet's rules. */
export function facesIn(html: string, rules: readonly FontRule[]): Set<FaceKey> {
  const faces = new Set<FaceKey>();
  const formula = html.search(/\bclass=(?:"|'|)katex(?:[\s"'>])/);
  if (formula === -1) {
    return faces;
  }
  faces.add(faceKey({}));
  for (const [, quoted, single, bare] of html.slice(formula).matchAll(/\bclass=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const classes = new Set((quoted ?? single ?? bare)!.split(/\s+/));
    for (const rule of rules) {
      if (rule.classes.every((name) => classes.has(name))) {
        faces.add(rule.face);
      }
    }
  }
  return faces;
}

/** A built page's stylesheet links. */
const stylesheetLinks = (html: string) => [...html.matchAll(/<link\b[^>]*\brel=(?:"stylesheet"|stylesheet)[^>]*>/g)];
/** A link's address. */
const hrefOf = (tag: string) => /\bhref=(?:"([^"]+)"|([^\s>]+))/.exec(tag)?.slice(1).find(Boolean);

const preloadTag = (face: FaceKey, href: string) =>
  `<link rel=preload href=${href} as=font type=font/woff2 crossorigin data-katex-font="${face}">`;

/**
 * Writes the preloads into every built page that has formulas on its first screen, after its
 * stylesheet link. Synchronous on purpose: other plugins rewrite the built pages in their own
 * postBuild (the security policy, which reads none before its first wait); done in one go, this
 * neither reads a page they are about to replace nor is overwritten by them.
 */
export function addFontPreloads(outDir: string): void {
  const faceSheets = new Map<string, ReturnType<typeof katexFaces>>();
  const facesOfSheet = (href: string) => {
    let faces = faceSheets.get(href);
    if (!faces) {
      faces = katexFaces(readFileSync(path.join(outDir, href), 'utf8'), href);
      faceSheets.set(href, faces);
    }
    return faces;
  };
  for (const file of builtHtmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('data-katex-font=')) {
      continue;
    }
    const links = stylesheetLinks(html);
    const sheets = links.flatMap(([tag]) => hrefOf(tag) ?? []).filter((href) => href.startsWith('/'));
    const lastSheet = links.at(-1);
    if (sheets.length === 0 || !lastSheet) {
      continue;
    }
    const files = new Map<FaceKey, string>();
    const rules: FontRule[] = [];
    for (const sheet of sheets) {
      const faces = facesOfSheet(sheet);
      faces.files.forEach((href, face) => files.set(face, href));
      rules.push(...faces.rules);
    }
    const tags = [...facesIn(withoutDisplays(firstScreen(html)), rules)].flatMap((face) => {
      const href = files.get(face);
      return href ? [preloadTag(face, href)] : [];
    });
    if (tags.length > 0) {
      const at = lastSheet.index + lastSheet[0].length;
      writeFileSync(file, html.slice(0, at) + tags.join('') + html.slice(at));
    }
  }
}
