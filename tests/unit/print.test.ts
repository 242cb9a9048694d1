import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typeset} from '../../src/plugins/maths/typeset';
import {printDocuments, type PrintPage} from '../../src/plugins/print/documents';
import {runningHeads} from '../../src/plugins/print/running-heads';
import {printClasses, printKey} from '../../src/plugins/lib/print-context';
import {printContribution, printShareFile, type PrintShare, type SiteTables} from '../../src/plugins/print/share';
import {siteDocuments} from '../../src/plugins/print/documents';
import {documentIndex} from '../../src/plugins/index-of-terms/print-index';
import type {IndexEntry, IndexLocator} from '../../src/plugins/index-of-terms/table';
import type {NotationEntry} from '../../src/plugins/notation/table';
import type {BibliographyEntry} from '../../src/plugins/citations/types';

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

test("each print edition's share holds the notation, sources and index of its own pages, as the whole tables give them", () => {
  const siteDir = '/site';
  const page = (file: string, permalink: string, area: string[]) => ({file: `${siteDir}/${file}`, permalink, title: file, area});
  const pages = [
    page('docs/mathematics/topology/chapt-1/a.mdx', '/docs/mathematics/topology/chapt-1/a', ['Notes', 'Topology', 'Chapter 1']),
    page('docs/mathematics/topology/chapt-1/b.mdx', '/docs/mathematics/topology/chapt-1/b', ['Notes', 'Topology', 'Chapter 1']),
    page('docs/mathematics/calculus.mdx', '/docs/mathematics/calculus', ['Notes', 'Mathematics']),
    page('blog/post.mdx', '/blog/post', ['Blog']),
  ];
  const [a, b, calculus, post] = pages.map(({permalink}) => permalink) as [string, string, string, string];
  // Only the fields the shares are cut by are filled in.
  const symbol = (tex: string, permalink: string) => ({tex, permalink}) as unknown as NotationEntry;
  const source = (key: string, citedBy: string[]) =>
    ({key, citedBy: citedBy.map((permalink) => ({permalink, cites: [`cite-${key}-1`]}))}) as unknown as BibliographyEntry;
  const at = (permalink: string, order: number) => ({permalink, order, href: `${permalink}#x`}) as unknown as IndexLocator;
  const term = (key: string, locators: IndexLocator[], see: string[] = []): IndexEntry =>
    ({
      key,
      text: key,
      plain: key,
      html: key,
      locators,
      subentries: [],
      see: see.map((target) => ({key: target, text: target, html: target})),
      seeAlso: [],
    }) as IndexEntry;
  const tables: SiteTables = {
    notation: [symbol('T', a), symbol('C', calculus), symbol('P', post), symbol('B', b)],
    bibliography: [source('munkres2000', [a, calculus]), source('euclid', [post])],
    index: [
      {
        letter: 'A',
        entries: [term('alpha', [at(a, 1), at(calculus, 5)]), term('alias', [], ['beta']), term('also', [], ['alpha'])],
      },
      {letter: 'B', entries: [term('beta', [at(calculus, 6)])]},
    ],
  };
  const contribution = printContribution(siteDir, pages, tables);
  const documents = siteDocuments(siteDir, pages);
  assert.equal(contribution.files.length, documents.length);
  const shareOf = (permalink: string) => {
    const document = documents.find((candidate) => candidate.pages.some((edited) => edited.permalink === permalink))!;
    return contribution.files.find((file) => file.name === printShareFile(document))!.data as PrintShare;
  };
  const chapter = shareOf(a);
  assert.deepEqual(chapter, shareOf(b), "the chapter's pages share one edition");
  assert.deepEqual(
    chapter.notation.map(({tex}) => tex),
    ['T', 'B'],
  );
  assert.deepEqual(
    chapter.sources.map(({key, citedBy}) => [key, citedBy.map(({permalink}) => permalink)]),
    [['munkres2000', [a]]],
  );
  // Each entry with its places in the edition only; a "see" to an entry it has stays.
  assert.deepEqual(
    chapter.index.map(({letter, entries}) => [
      letter,
      entries.map(({key, locators}) => [key, locators.map(({permalink}) => permalink)]),
    ]),
    [
      [
        'A',
        [
          ['alpha', [a]],
          ['also', []],
        ],
      ],
    ],
  );
  assert.deepEqual(
    shareOf(calculus).index.flatMap(({entries}) => entries.map(({key}) => key)),
    ['alpha', 'alias', 'also', 'beta'],
  );
  assert.deepEqual(shareOf(post), {notation: [symbol('P', post)], sources: [source('euclid', [post])], index: []});
  // Each edition's index is what the whole index gives for its pages.
  for (const document of documents) {
    const keys = new Set(document.pages.map(({permalink}) => printKey(permalink)));
    assert.deepEqual(shareOf(document.pages[0]!.permalink).index, documentIndex(tables.index, keys), document.route);
  }
});
