import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closestPages, pathSegments} from '../../src/plugins/not-found/closest';

const chapter = '/docs/mathematics/munkres-topology-self-study';
const pages = [
  {permalink: '/docs/home', title: 'Notes'},
  {permalink: `${chapter}/`, title: 'Topology'},
  {permalink: `${chapter}/chapt-2/notes/`, title: 'Chapter 2 notes'},
  {permalink: `${chapter}/chapt-3/`, title: 'Chapter 3'},
  {permalink: `${chapter}/chapt-3/notes/`, title: 'Chapter 3 notes'},
  {permalink: `${chapter}/chapt-3/exercises/`, title: 'Chapter 3 exercises'},
  {permalink: '/docs/coding/git-quick-reference', title: 'Git quick reference'},
  {permalink: '/blog/lcm-coprime', title: 'LCM and coprimality'},
];
const titles = (pathname: string) => closestPages(pathname, pages).map((page) => page.title);

test('a path is compared by its segments, decoded, in lower case, without index.html', () => {
  assert.deepEqual(pathSegments('/docs/Coding/git%20quick/index.html'), ['docs', 'coding', 'git quick']);
  assert.deepEqual(pathSegments('/blog/lcm-coprime.html'), ['blog', 'lcm-coprime']);
  assert.deepEqual(pathSegments('/docs/%E0%A4%A'), ['docs', '%e0%a4%a']);
});

test('a mistyped address offers the pages nearest to it, nearest first', () => {
  assert.equal(titles(`${chapter}/chapt-3/note`)[0], 'Chapter 3 notes');
  assert.equal(titles(`${chapter}/chapt3/exercise/`)[0], 'Chapter 3 exercises');
  assert.deepEqual(titles('/docs/coding/git-quick-referenc'), ['Git quick reference']);
  assert.deepEqual(titles('/blog/lcm-coprimes'), ['LCM and coprimality']);
  // A segment missing: the chapter's own page is one step away.
  assert.ok(titles(`${chapter}/notes`).includes('Topology'));
  assert.ok(closestPages(`${chapter}/chapt-3/notes/extra`, pages, 3).length <= 3);
});

test('an address unlike every page offers none', () => {
  assert.deepEqual(titles('/this/page/does-not-exist'), []);
  assert.deepEqual(titles('/'), []);
  assert.deepEqual(titles('/wp-admin/setup.php'), []);
});
