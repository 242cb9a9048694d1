/**
 * Mathematics typesetting: every formula is typeset by KaTeX at build time, with the site's macros
 * and options (./katex.ts, ./typeset.ts), and reaches the browser as HTML.
 * - ./remark: the MDX steps (maths in the page, its numbered displays and punctuation, maths in
 *   headings and the table of contents), registered for docs, blog and pages in src/plugins/mdx/steps.ts;
 * - ./titles.ts: maths in front-matter titles and sidebar labels; this plugin publishes their
 *   typeset form as global data for theme/MathTitle;
 * - ./fonts.ts: KaTeX's fonts as files, subset to the characters the formulas use;
 * - ./font-preloads.ts: each built page asks for its first screen's fonts in its <head>;
 * - ./tex-text.ts: formulas as readable text, for titles, meta tags, feeds and search;
 * - theme/ (Formula, MathTitle), client/ (formula modules, inline formulas' pieces wider than
 *   their line) and maths.css (how formulas sit in the page), after KaTeX's own stylesheet; a wide
 *   display is made reachable by keyboard by src/clientModules/scrollable-boxes.ts, as a wide table is;
 * - ./long-pieces.ts: the pieces of inline formulas that could be wider than a phone's line, marked;
 * - ./speech.ts: every formula's speech and braille, from the Speech Rule Engine, on its MathML.
 */
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addFontPreloads} from './font-preloads';
import {loadSpeechCache, prefetchSpeech, prepareSpeech, saveSpeechCache} from './speech';
import {configureKatexFonts} from './fonts';
import {katexOptions} from './katex';
import type {MathTitles, MathTitlesGlobalData, WithMathTitles} from './titles';

const require = createRequire(import.meta.url);
/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** The site's MDX and Markdown files (docs, blog, pages): the formulas a build will typeset. */
function contentFiles(siteDir: string): string[] {
  return ['docs', 'blog', 'src/pages'].flatMap((folder) => {
    const directory = path.join(siteDir, folder);
    return existsSync(directory)
      ? readdirSync(directory, {recursive: true, encoding: 'utf8'})
          .filter((file) => /\.mdx?$/.test(file))
          .map((file) => path.join(directory, file))
      : [];
  });
}

export default async function mathsPlugin(context: LoadContext): Promise<Plugin> {
  // Every formula typeset while the site loads (titles, notation, previews, pages) is spoken: the engine must be ready first.
  await prepareSpeech();
  const speechCache = path.join(context.siteDir, 'node_modules', '.cache', 'formula-speech');
  loadSpeechCache(speechCache);
  const {macros, ...options} = katexOptions;
  void prefetchSpeech(contentFiles(context.siteDir), {macros, options});
  const themePath = path.join(here, 'theme');
  return {
    name: 'maths',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [
      // The stylesheet of the very `katex` package that typesets the formulas: no CDN, no version skew.
      require.resolve('katex/dist/katex.min.css'),
      path.join(here, 'maths.css'),
      path.join(here, 'client/long-pieces.ts'),
      path.join(here, 'client/formulas.ts'),
      path.join(here, 'client/font-preloads.ts'),
    ],
    configureWebpack(config, isServer, {currentBundler}) {
      return configureKatexFonts(config, isServer, currentBundler.name, context.siteDir);
    },
    async allContentLoaded({allContent, actions}) {
      const titles: MathTitles = {};
      for (const contentById of Object.values(allContent)) {
        for (const content of Object.values(contentById)) {
          Object.assign(titles, (content as WithMathTitles | undefined)?.mathTitles);
        }
      }
      actions.setGlobalData({titles} satisfies MathTitlesGlobalData);
    },
    // Synchronous on purpose (see addFontPreloads).
    postBuild({outDir}) {
      addFontPreloads(outDir);
      saveSpeechCache(speechCache);
    },
  };
}
