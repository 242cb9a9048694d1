/**
 * Citations of the books and papers in the site's one bibliography (src/data/bibliography.bib),
 * formatted in the CSL style src/data/citations.ts names. Once every content plugin has loaded
 * (allContentLoaded, before any page compiles), this plugin reads the .bib (./bibliography.ts), the
 * style (./style.ts) and each published doc and blog post's citations (Pandoc's `[@key, locator]`,
 * `[-@key]`, `@key`), and writes with createData the files ./data.ts lists: each page's data (the
 * site's channel into MDX steps, read by ./remark/citations.ts and imported by the page) and the
 * bibliography page's list. An unknown key or a malformed or repeated entry fails the build with
 * file:line:col; an entry no page cites is a warning. `npm start` reloads when the .bib or the style changes.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {logger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Root} from 'mdast';
import {publishedPages} from '../lib/published-pages';
import {parseMdx} from '../cross-references/table/extract';
import {bibliographySource, buildCitations, citationsData, pluginName} from './data';
import {citationFiles, loadCitations} from './load';
import {extractCitations} from './extract';
import {pageExtractor} from '../lib/page-extractor';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** Each page's citations, kept by the page's text: `npm start` reloads all content after every edit. */
const citationExtractor = () => pageExtractor((file, source) => extractCitations(parseMdx(file, source).tree as Root, source));

export default function citationsPlugin(context: LoadContext): Plugin {
  const themePath = path.join(here, 'theme');
  const channel = citationsData(context.siteDir);
  const files = citationFiles(context.siteDir);
  const extract = citationExtractor();
  return {
    name: pluginName,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    // An edit of the .bib or the style reloads the content, so every page's data is written again.
    getPathsToWatch: () => [files.bibliography, files.style],
    async allContentLoaded({allContent, actions}) {
      const site = (await extract(publishedPages(context.siteDir, allContent))).map(({page, extracted}) => ({
        page,
        citations: extracted,
      }));
      const {
        pages,
        references,
        bibliography: list,
        errors,
        warnings,
      } = buildCitations(context.siteDir, await loadCitations(context.siteDir), site);
      const written = await actions.createData('bibliography.json', list);
      // The MDX step reads the pages' files where it derives them: where createData writes.
      if (path.dirname(written) !== channel.dir) {
        throw new Error(
          `citations: createData wrote to ${path.dirname(written)}, not ${channel.dir} where the MDX step reads ` +
            '(src/plugins/lib/page-data.ts); see README, "Docusaurus internals".',
        );
      }
      await Promise.all([...pages, ...references].map(({name, data}) => actions.createData(name, data)));
      if (warnings.length > 0) {
        logger.warn(`Citations: ${warnings.length} warning(s):\n${warnings.join('\n')}`);
      }
      if (errors.length > 0) {
        const message = `Citations: ${errors.length} problem(s):\n${errors.join('\n')}`;
        // Each citing page fails where the problem shows (./remark/citations.ts), as file:line:col without a
        // stack, in a build and in `npm start`'s overlay. Only an error in the .bib that no page cites
        // stops the build here.
        const inTheBib = errors.some((line) => line.startsWith(`${bibliographySource}:`));
        const shownByAPage = pages.some(({data}) => data.bibliography !== undefined);
        if (process.env.NODE_ENV === 'production' && inTheBib && !shownByAPage) {
          // The lines are the message: a stack of the plugin's internals would only bury them.
          const error = new Error(message);
          error.stack = message;
          throw error;
        }
        logger.error(message);
      }
    },
  };
}
