/**
 * The classic docs plugin, with maths in titles and sidebar labels (`$\R^n$`) made readable text
 * everywhere the plugin copies them (metadata, sidebars, previous/next links); the typeset form goes
 * to src/plugins/maths. Previous/next links name a page by its title.
 */
import docsPluginModule, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {replaceMathTitles, type WithMathTitles} from '../maths/titles';
import {citationsAsText, textFormatter} from '../citations/plain-text';

const docsPlugin = (
  'default' in docsPluginModule ? docsPluginModule.default : docsPluginModule
) as typeof docsPluginModule;

/**
 * Previous/next links name a page by its `pagination_label`, else its title, never by its sidebar
 * label (the plugin's choice): "Exercises" says enough under its chapter in the sidebar, and
 * nothing on a card at the foot of another page.
 */
function titlesInPagination(content: LoadedContent): void {
  for (const version of content.loadedVersions) {
    const titles = new Map(version.docs.map((doc) => [doc.permalink, doc.frontMatter.pagination_label ?? doc.title]));
    for (const doc of version.docs) {
      for (const link of [doc.previous, doc.next]) {
        const title = link && titles.get(link.permalink);
        if (link && title) {
          // In place, as replaceMathTitles edits the content: the plugin's types are read-only, its objects are not.
          Object.assign(link, {title});
        }
      }
    }
  }
}

export default async function docsPluginWithMathTitles(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async loadContent() {
      const content = await plugin.loadContent!();
      titlesInPagination(content);
      // A description taken from the page's text reads its citations in the site's style (meta text, cards).
      const formatter = await textFormatter(context.siteDir);
      for (const doc of content.loadedVersions.flatMap((version) => version.docs)) {
        if (doc.description.includes('@')) {
          Object.assign(doc, {description: citationsAsText(doc.description, formatter)});
        }
      }
      const withMathTitles: LoadedContent & WithMathTitles = {...content, mathTitles: replaceMathTitles(content)};
      return withMathTitles;
    },
  };
}

export {validateOptions};
