/**
 * The classic blog plugin, extended through its lifecycle API:
 * - posts with maths in their titles get readable titles (`$\R^n$` → ℝⁿ) everywhere a title is text,
 *   and the typeset form goes to src/plugins/maths;
 * - after the posts are loaded it publishes the newest ones as global data,
 *   so the home page shows real posts (usePluginData('docusaurus-plugin-content-blog'));
 * - after the build it adds the copyright line to the JSON feed, which has no
 *   standard field for it (RSS and Atom do), as the `_copyright` extension;
 * - it remembers each post's reading time by its text (see rememberReadingTimes).
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import blogPluginModule, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import {replaceMathTitles, type WithMathTitles} from '../maths/titles';
import {citationsAsText, textFormatter} from '../citations/plain-text';

export type RecentPost = {
  readonly title: string;
  readonly permalink: string;
  readonly date: string;
  readonly description: string;
  /**
   * Minutes, as the home page shows them (rounded up): global data is in every page's bundle, and
   * under `npm start` an edit that leaves them as shown then leaves it, and the bundle, as they were.
   */
  readonly readingMinutes: number | undefined;
  readonly tags: readonly string[];
};

export type BlogGlobalData = {
  readonly recentPosts: readonly RecentPost[];
};

/** How many posts the home page lists. */
const recentPostCount = 3;

const blogPlugin = (
  'default' in blogPluginModule ? blogPluginModule.default : blogPluginModule
) as typeof blogPluginModule;

type ReadingTime = PluginOptions['readingTime'];

/**
 * The reading-time option, remembering its answer for each post's text, front matter and locale.
 * `npm start` reloads every post after any edit of one, and counting the words of every post again
 * (Intl.Segmenter, in the blog plugin's default) was most of that reload. `nextLoad` forgets what the
 * load before the last one asked, so edits in a long session do not pile up.
 */
export function rememberReadingTimes(readingTime: ReadingTime): {readingTime: ReadingTime; nextLoad(): void} {
  let previous = new Map<string, number | undefined>();
  let current = new Map<string, number | undefined>();
  return {
    readingTime: (params) => {
      const key = JSON.stringify([params.locale, params.frontMatter, params.content]);
      if (!current.has(key)) {
        current.set(key, previous.has(key) ? previous.get(key) : readingTime(params));
      }
      return current.get(key);
    },
    nextLoad() {
      previous = current;
      current = new Map();
    },
  };
}

export default async function blogPluginWithRecentPosts(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const readingTimes = rememberReadingTimes(options.readingTime);
  const plugin = await blogPlugin(context, {...options, readingTime: readingTimes.readingTime});
  return {
    ...plugin,
    async loadContent() {
      readingTimes.nextLoad();
      const content = await plugin.loadContent!();
      // A description taken from the post's text reads its citations in the site's style (meta text, feeds).
      const formatter = await textFormatter(context.siteDir);
      for (const post of content.blogPosts) {
        if (post.metadata.description.includes('@')) {
          Object.assign(post.metadata, {description: citationsAsText(post.metadata.description, formatter)});
        }
      }
      const withMathTitles: BlogContent & WithMathTitles = {...content, mathTitles: replaceMathTitles(content)};
      return withMathTitles;
    },
    async contentLoaded(args) {
      // The blog plugin gives the archive page every listed post as loaded, each with its whole MDX
      // source (`content`), which the archive never shows (it lists dates and titles): a reader of
      // /blog/archive downloaded every post's source, and under `npm start` any edit of a post's text
      // rewrote the archive's data and started a second compilation. Nothing else of the plugin's
      // routes reads it (the pages compile from their files, the feeds from the built HTML).
      const withoutSources: BlogContent = {...args.content, blogPosts: args.content.blogPosts.map((post) => ({...post, content: ''}))};
      await plugin.contentLoaded?.({...args, content: withoutSources});
      const recentPosts: RecentPost[] = args.content.blogPosts
        .filter((post) => !post.metadata.unlisted)
        .slice(0, recentPostCount)
        .map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          date: metadata.date.toISOString(),
          description: metadata.description,
          readingMinutes: metadata.readingTime === undefined ? undefined : Math.ceil(metadata.readingTime),
          tags: metadata.tags.map((tag) => tag.label),
        }));
      args.actions.setGlobalData({recentPosts} satisfies BlogGlobalData);
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      const {copyright} = options.feedOptions;
      const feedTypes = options.feedOptions.type ?? [];
      if (!copyright || !feedTypes.includes('json')) {
        return;
      }
      const jsonFeed = path.join(props.outDir, options.routeBasePath, 'feed.json');
      const feed = JSON.parse(await readFile(jsonFeed, 'utf8')) as Record<string, unknown>;
      await writeFile(jsonFeed, JSON.stringify({...feed, _copyright: copyright}, null, 2));
    },
  };
}

export {validateOptions};
