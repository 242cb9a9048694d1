import {test} from 'node:test';
import assert from 'node:assert/strict';
import {printDocuments, type PrintPage} from '../../src/plugins/print/documents';

const site = '/site';
const doc = (file: string, permalink: string, title: string): PrintPage => ({file: `${site}/${file}`, permalink, title});

test("a chapter folder's pages make one edition, in sidebar order; other mathematics pages and posts one each", () => {
  const docs = [
    doc('docs/mathematics/area/index.mdx', '/docs/mathematics/area/', 'Area'),
    doc('docs/mathematics/area/chapt-1/index.mdx', '/docs/mathematics/area/chapt-1/', 'Chapter 1'),
    doc('docs/mathematics/area/chapt-1/notes/index.mdx', '/docs/mathematics/area/chapt-1/notes/', 'Notes'),
    doc('docs/mathematics/essay.mdx', '/docs/mathematics/essay', 'Essay'),
    doc('docs/mathematics/area/chapt-1/exercises/index.mdx', '/docs/mathematics/area/chapt-1/exercises/', 'Exercises'),
    doc('docs/coding/git.mdx', '/docs/coding/git', 'Git'),
  ];
  const posts = [doc('blog/2025-01-01-post.mdx', '/blog/post', 'Post')];
  const documents = printDocuments(site, docs, posts, (folder) => (folder.endsWith('chapt-1') ? 'Chapter 1: label' : undefined));
  assert.deepEqual(
    documents.map(({route, title, kind, pages}) => [route, title, kind, pages.map((page) => page.title)]),
    [
      ['/print/docs/mathematics/area/', 'Area', 'page', ['Area']],
      ['/print/docs/mathematics/area/chapt-1/', 'Chapter 1: label', 'chapter', ['Chapter 1', 'Notes', 'Exercises']],
      ['/print/docs/mathematics/essay/', 'Essay', 'page', ['Essay']],
      ['/print/blog/post/', 'Post', 'post', ['Post']],
    ],
  );
  assert.deepEqual(
    documents.map((document) => document.pdf),
    ['docs-mathematics-area.pdf', 'docs-mathematics-area-chapt-1.pdf', 'docs-mathematics-essay.pdf', 'blog-post.pdf'],
  );
});
