/**
 * The classic docs plugin, with maths in titles and sidebar labels (`$\R^n$`) made readable text
 * everywhere the plugin copies them (metadata, sidebars, previous/next links); the typeset form goes
 * to src/plugins/maths.
 */
import docsPluginModule, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import {replaceMathTitles, type WithMathTitles} from '../maths/titles';

const docsPlugin = (
  'default' in docsPluginModule ? docsPluginModule.default : docsPluginModule
) as typeof docsPluginModule;

export default async function docsPluginWithMathTitles(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async loadContent() {
      const content = await plugin.loadContent!();
      const withMathTitles: LoadedContent & WithMathTitles = {...content, mathTitles: replaceMathTitles(content)};
      return withMathTitles;
    },
  };
}

export {validateOptions};
