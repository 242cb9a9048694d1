/**
 * The owner's loop in `npm start` (issue 21): while the dev server runs, posts and docs are
 * added, edited, renamed and deleted, a reference names its result by a number not its own, and a
 * label another page cites is renamed. The server never prints a stack trace, reports each problem
 * as one line with file:line:column and a reason, shows it in the open page's overlay, and recovers
 * once the content is fixed. The server runs on a
 * temporary copy of the site (tests/dev/dev-site.ts); the cited result is taken from the content.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {mkdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {startDevSite, type DevSite} from './dev-site';
import {kinds} from '../../src/plugins/cross-references/kinds';

const port = Number(process.env.DEV_PORT ?? 3211);
const statementKinds = kinds.map((kind) => kind.name);
/** A reference's text when the author wrote none: the target's kind and number. */
const referenceText = new RegExp(`^(${statementKinds.join('|')}) \\d+$`);
/** A line of a JavaScript stack trace. */
const stackLine = /^\s+at /m;

/** A labelled result on a docs page whose route follows its file name, for the doc's rename. */
function labelledResult(siteDir: string): {label: string; file: string; route: string} {
  const files = readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx$/.test(file) && !/(^|\/)index\.mdx$/.test(file))
    .sort();
  for (const file of files) {
    const source = readFileSync(path.join(siteDir, 'docs', file), 'utf8');
    const frontMatter = source.slice(0, source.indexOf('\n---', 4));
    const label = source.match(new RegExp(`<(?:${statementKinds.join('|')})\\b[^>]*\\bid="([a-z0-9][a-z0-9.-]*)"`))?.[1];
    if (label && !/^(slug|id):/m.test(frontMatter)) {
      return {label, file: path.join('docs', file), route: `/docs/${file.replace(/\.mdx$/, '')}`};
    }
  }
  throw new Error('No labelled result on a docs page routed by its file name');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The dev server's overlay that shows compilation errors over the open page: webpack-dev-server's
 * under Docusaurus 3, @rspack/dev-server 2's under Docusaurus 4.
 */
const overlay = (page: Page) => page.locator('#webpack-dev-server-client-overlay, #rspack-dev-server-client-overlay');

let site: DevSite;

test.beforeAll(async () => {
  site = await startDevSite(process.cwd(), port);
});

test.afterAll(async () => {
  await site?.close();
});

test('editing content while npm start runs: one line per problem, shown in the page, then recovered', async ({page}) => {
  const cited = labelledResult(site.dir);
  const day = new Date().toISOString().slice(0, 10);
  const post = path.join('blog', `${day}-dev-server-scenario.mdx`);
  const postRoute = '/blog/dev-server-scenario';
  const postSource = (word: string, description = 'A theorem of its own and a reference to a result on a notes page.') => `---
slug: dev-server-scenario
title: A post written while the dev server runs
description: ${description}
date: ${day}
authors: [owner]
---

The opening paragraph, ${word}.

<!-- truncate -->

<Theorem id="dev-server-scenario-theorem" title="A result of this post">

Every statement here rests on [](ref:${cited.label}).

</Theorem>
`;
  const write = (file: string, content: string) => writeFile(path.join(site.dir, file), content);
  /** Output since `offset`, checked for what must never appear. */
  const cleanOutputSince = (offset: number) => {
    const output = site.output().slice(offset);
    expect(output, 'a stack trace in the server output').not.toMatch(stackLine);
    expect(output).not.toContain('Cannot find module');
    return output;
  };

  await test.step('a new post with a labelled theorem citing a result elsewhere', async () => {
    const offset = site.output().length;
    await write(post, postSource('first version'));
    await site.waitForOutput(/compiled/, offset);
    await site.settled();
    await page.goto(`${site.origin}${postRoute}`);
    await expect(page.locator('article')).toContainText('first version');
    const reference = page.locator('article a[href*="#' + cited.label + '"]').first();
    await expect(reference).toHaveText(referenceText);
    await expect(reference).toHaveAttribute('href', new RegExp(`^${escape(cited.route)}#${escape(cited.label)}$`));
    await site.settled();
    cleanOutputSince(offset);
  });

  await test.step('a text edit shows in the open page, and so does a new description (data Docusaurus rewrites)', async () => {
    const offset = site.output().length;
    await write(post, postSource('second version', 'Its description, edited while the page is open.'));
    await expect(page.locator('article')).toContainText('second version');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Its description, edited while the page is open.',
    );
    await site.settled();
    cleanOutputSince(offset);
  });

  await test.step('a reference naming the result by a number not its own: one line, the error over the page, then recovered', async () => {
    const offset = site.output().length;
    const edited = postSource('second version', 'Its description, edited while the page is open.');
    await write(post, edited.replace(`[](ref:${cited.label})`, `[Theorem 99.9](ref:${cited.label})`));
    const line = await site.waitForOutput(
      new RegExp(
        `^.*${escape(path.join(site.dir, post))}:\\d+:\\d+: Reference "\\[Theorem 99\\.9\\]\\(ref:${escape(cited.label)}\\)" names.*$`,
        'm',
      ),
      offset,
    );
    expect(line).toContain(`Write [](ref:${cited.label})`);
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).contentFrame().locator('body')).toContainText('names the result "Theorem 99.9"');
    await write(post, edited);
    await expect(overlay(page)).toBeHidden();
    await page.reload();
    await expect(page.locator(`article a[href$="#${cited.label}"]`).first()).toHaveText(referenceText);
    await site.settled();
    cleanOutputSince(offset);
  });

  const citedFile = path.join(site.dir, cited.file);
  const citedSource = readFileSync(citedFile, 'utf8');
  await test.step('renaming a label the open page cites: one line in the terminal, the error over the page', async () => {
    const offset = site.output().length;
    await writeFile(citedFile, citedSource.replace(`id="${cited.label}"`, `id="${cited.label}-renamed"`));
    const line = await site.waitForOutput(
      new RegExp(`^.*${escape(path.join(site.dir, post))}:\\d+:\\d+: Unknown label "${escape(cited.label)}".*$`, 'm'),
      offset,
    );
    expect(line).toContain(`${cited.label}-renamed`);
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).contentFrame().locator('body')).toContainText(`Unknown label "${cited.label}"`);
    await site.settled();
    cleanOutputSince(offset);
  });

  await test.step('fixing the label: the page renders again without the overlay', async () => {
    const offset = site.output().length;
    await writeFile(citedFile, citedSource);
    await expect(overlay(page)).toBeHidden();
    await page.reload();
    await expect(page.locator(`article a[href$="#${cited.label}"]`).first()).toHaveText(referenceText);
    await site.settled();
    cleanOutputSince(offset);
  });

  await test.step('the cited result lists the post under "Used in"', async () => {
    await page.goto(`${site.origin}${cited.route}#${cited.label}`);
    await expect(page.locator(`a[href^="${postRoute}#"]`).first()).toBeVisible();
  });

  await test.step('deleting the post', async () => {
    const offset = site.output().length;
    await rm(path.join(site.dir, post));
    await site.waitForOutput(/compiled/, offset);
    await site.settled();
    cleanOutputSince(offset);
    await page.goto(`${site.origin}/blog`);
    await expect(page.locator('main')).not.toContainText('A post written while the dev server runs');
  });

  const renamed = {file: cited.file.replace(/\.mdx$/, '-renamed.mdx'), route: `${cited.route}-renamed`};
  await test.step('renaming a doc: it moves to its new route', async () => {
    const offset = site.output().length;
    await rename(citedFile, path.join(site.dir, renamed.file));
    await site.waitForOutput(/compiled/, offset);
    await site.settled();
    cleanOutputSince(offset);
    await page.goto(`${site.origin}${renamed.route}`);
    await expect(page.locator(`[id="${cited.label}"]`)).toBeVisible();
  });

  await test.step('a new docs folder with a page citing the moved result', async () => {
    const offset = site.output().length;
    await mkdir(path.join(site.dir, 'docs/dev-server-scenario'));
    await write('docs/dev-server-scenario/_category_.json', '{"label": "Written while serving", "position": 99}\n');
    await write(
      'docs/dev-server-scenario/first-notes.mdx',
      `---
title: Notes written while the dev server runs
description: A lemma citing a result on another page.
---

<Lemma id="dev-server-scenario-lemma">

This follows from [](ref:${cited.label}).

</Lemma>
`,
    );
    await site.waitForOutput(/compiled/, offset);
    await site.settled();
    cleanOutputSince(offset);
    await page.goto(`${site.origin}/docs/dev-server-scenario/first-notes`);
    await expect(page.locator('nav.menu')).toContainText('Written while serving');
    const reference = page.locator(`article a[href$="#${cited.label}"]`).first();
    await expect(reference).toHaveText(referenceText);
    await expect(reference).toHaveAttribute('href', `${renamed.route}#${cited.label}`);
  });

  cleanOutputSince(0);
});
