import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {load} from 'js-yaml';
import {identity} from '../../src/data/identity';

type Author = {name: string; title: string; url: string; email: string; socials?: {github?: string}};

test('blog/authors.yml repeats the identity module exactly', () => {
  const authors = load(readFileSync('blog/authors.yml', 'utf8')) as Record<string, Author>;
  const names = Object.keys(authors);
  assert.deepEqual(names, ['owner'], 'the blog has exactly one author, "owner"');
  const owner = authors.owner!;
  assert.equal(owner.name, identity.ownerName);
  assert.equal(owner.title, identity.ownerTitle);
  assert.equal(owner.url, identity.websiteUrl);
  assert.equal(owner.email, identity.email);
  assert.equal(owner.socials?.github, identity.sourceProfileUrl);
});

test('identity URLs are absolute and the base URL is a path', () => {
  for (const url of [identity.siteUrl, identity.websiteUrl, identity.sourceProfileUrl]) {
    assert.doesNotThrow(() => new URL(url), url);
  }
  assert.doesNotMatch(identity.siteUrl, /\/$/);
  assert.match(identity.baseUrl, /^\/(.*\/)?$/);
  assert.match(identity.email, /^[^@\s]+@[^@\s]+$/);
});
