import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rememberReadingTimes} from '../../src/plugins/blog';

test("the blog counts a post's words again only when its text or front matter changed", () => {
  const counted: string[] = [];
  const {readingTime, nextLoad} = rememberReadingTimes(({content}) => {
    counted.push(content);
    return content.split(' ').length;
  });
  const post = (content: string, frontMatter = {}) =>
    readingTime({content, frontMatter, locale: 'en', defaultReadingTime: () => 0});
  nextLoad();
  assert.equal(post('one two three'), 3);
  assert.equal(post('four five'), 2);
  nextLoad();
  // The next load after an edit of the second post.
  assert.equal(post('one two three'), 3);
  assert.equal(post('four five six'), 3);
  assert.equal(post('one two three', {draft: true}), 3);
  assert.deepEqual(counted, ['one two three', 'four five', 'four five six', 'one two three']);
  nextLoad();
  nextLoad();
  // Forgotten after two loads without it.
  post('four five');
  assert.equal(counted.at(-1), 'four five');
});
