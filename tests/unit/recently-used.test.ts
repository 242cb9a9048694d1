import {test} from 'node:test';
import assert from 'node:assert/strict';
import {recentlyUsed} from '../../src/plugins/lib/recently-used';

test('a memo makes each value once, keeps the most recently used, and forgets the least recently used past its size', () => {
  const cache = new Map<string, number>();
  const made: string[] = [];
  const get = (key: string) =>
    recentlyUsed(cache, 2, key, () => {
      made.push(key);
      return key.length;
    });
  assert.equal(get('a'), 1);
  assert.equal(get('bb'), 2);
  assert.equal(get('a'), 1, 'kept');
  assert.equal(get('ccc'), 3);
  assert.deepEqual([...cache.keys()], ['a', 'ccc'], "'bb' was the least recently used");
  get('bb');
  assert.deepEqual(made, ['a', 'bb', 'ccc', 'bb'], 'made again only once forgotten');
});
