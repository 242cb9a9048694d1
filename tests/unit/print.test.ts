import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typeset} from '../../src/plugins/maths/typeset';
import {printDocuments, type PrintPage} from '../../src/plugins/print/documents';
import {runningHeads} from '../../src/plugins/print/running-heads';
import {printClasses} from '../../src/plugins/lib/print-context';

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

test("a running head is each part's title and each section's, formulas as readable text, never twice", () => {
  const formula = typeset('\\mathbb{R}^n');
  const html = `<article class="${printClasses.document}">
    <h2>Contents</h2>
    <section id="p1-page" class="${printClasses.page}"><h2 class="${printClasses.pageTitle}">Every norm on ${formula}</h2>
      <p>Text.</p>
      <h2 id="p1-the-norms">The norms on ${formula}<a class="hash-link" href="#p1-the-norms">\u200b</a></h2>
      <h3 id="p1-detail">A detail</h3>
    </section>
    <section id="p2-page" class="${printClasses.page}"><h2 class="${printClasses.pageTitle}">Exercises</h2></section>
  </article>`;
  assert.deepEqual(runningHeads(html), [
    {id: 'p1-page', part: true, text: 'Every norm on ℝⁿ'},
    {id: 'p1-the-norms', part: false, text: 'The norms on ℝⁿ'},
    {id: 'p2-page', part: true, text: 'Exercises'},
  ]);
});
