/**
 * The not-found page: instead of Docusaurus's stock text, the search box, the way to the notes and
 * the blog, and for a mistyped address the pages nearest to it (./closest.ts). The pages it compares
 * with (every published doc and post: address and title) are a data file of their own, loaded only
 * by a not-found page, after it has hydrated (the static 404.html is served for every address).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {SitePage} from './closest';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

export default function notFoundPlugin(): Plugin {
  const themePath = path.join(here, 'theme');
  return {
    name: 'not-found',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages: SitePage[] = [
        ...(docs?.loadedVersions ?? []).flatMap((version) =>
          version.docs.filter((doc) => !doc.draft && !doc.unlisted).map(({permalink, title}) => ({permalink, title})),
        ),
        ...(blog?.blogPosts ?? [])
          .filter((post) => !post.metadata.unlisted)
          .map(({metadata: {permalink, title}}) => ({permalink, title})),
      ];
      // Read by theme/NotFound/Content through `@generated/not-found/default/pages.json`.
      await actions.createData('pages.json', pages);
    },
  };
}
