import {expect, test, type Locator, type Page} from '@playwright/test';
import {
  backdropOf,
  contrastRatio,
  expectCodeColoursOfEachMode,
  firstPage,
  gotoHydrated,
  pageWithCells,
  pageWithoutCells,
  scriptsWithPrism,
  switchColourMode,
} from './pages';
import {cellAttribute} from '../../src/plugins/python-cells/types';

// Loading Pyodide (about 13 MB, from the site itself) takes a few seconds on a cold start.
const runtimeTimeout = 90_000;
test.setTimeout(180_000);

const cell = (page: Page, number: number) => page.locator(`[data-python-cell="${number}"]`);
const output = (page: Page, number: number) => page.getByRole('region', {name: `Output of Python cell ${number}`, exact: true});
/** A cell's code: until a reader goes to edit it, its highlighted text; from then on, the editor's text box. */
const code = (page: Page, number: number) =>
  cell(page, number).getByRole('textbox', {name: `Code of Python cell ${number}`, exact: true});
/** What a cell's code box holds, whichever of the two it is. */
const codeText = (page: Page, number: number) =>
  code(page, number).evaluate((element) =>
    element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? ''),
  );

/**
 * The words of a cell's code at rest (tokens of two or more word characters), in order: each with its
 * offset in the code, the point of its first character's left half, the point of its last character's right
 * half, and whether it ends inside the frame that scrolls the code (long lines go on past a phone's edge).
 */
const wordsOf = (box: Locator) =>
  box.evaluate((element) => {
    const pre = element.querySelector('pre')!;
    const frame = element.parentElement!.getBoundingClientRect();
    return [...pre.querySelectorAll('span')]
      .filter((span) => /^\w{2,}$/.test(span.textContent ?? ''))
      .map((span) => {
        const before = document.createRange();
        before.setStart(pre, 0);
        before.setEndBefore(span);
        const {left, right, top, height} = span.getBoundingClientRect();
        return {
          text: span.textContent!,
          offset: before.toString().length,
          start: {x: left + 2, y: top + height / 2},
          end: {x: right - 2, y: top + height / 2},
          inFrame: right < frame.right,
        };
      });
  });

/** Replaces a cell's code as a reader would: select all, then type. */
async function replaceCode(page: Page, number: number, code: string): Promise<void> {
  const editor = cell(page, number).getByRole('textbox', {name: `Code of Python cell ${number}`, exact: true});
  await editor.focus();
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(editor).toHaveValue(code);
}

async function runAndWait(page: Page, number: number): Promise<void> {
  await cell(page, number)
    .getByRole('button', {name: `Run cell ${number} (Shift+Enter)`})
    .click();
  await expect(cell(page, number).getByRole('button', {name: `Stop cell ${number}`})).toBeDisabled({timeout: runtimeTimeout});
}

test.describe('runnable Python cells', () => {
  test('the output baked at build time is there without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(pageWithCells());
    await expect(output(page, 1)).toBeVisible();
    expect((await output(page, 1).innerText()).trim().length).toBeGreaterThan(0);
    // The code is there to read, in a box that says it cannot be edited.
    await expect(code(page, 1)).toHaveText(/\S/);
    await expect(code(page, 1)).not.toBeEditable();
    // Without JavaScript nothing can run: the Run button says so instead of doing nothing.
    await expect(cell(page, 1).getByRole('button', {name: 'Run cell 1 (Shift+Enter)'})).toBeDisabled();
    await context.close();
  });

  test('Run reproduces the baked output, and edited code runs', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pageWithCells(), {waitUntil: 'networkidle'});
    const baked = await output(page, 1).innerText();
    expect(requests.some((url) => url.includes('/pyodide/'))).toBe(false);

    await runAndWait(page, 1);
    await expect(output(page, 1)).toHaveText(baked);

    await replaceCode(page, 1, 'print(sum(range(101)))');
    await code(page, 1).press('Shift+Enter');
    await expect(output(page, 1)).toHaveText('5050', {timeout: runtimeTimeout});

    const foreign = requests.filter((url) => !url.startsWith('http://127.0.0.1'));
    expect(foreign).toEqual([]);
    expect(requests.some((url) => /\/pyodide\/[^/]+\/pyodide\.asm\.wasm$/.test(url))).toBe(true);
  });

  test('running cell 3 first runs cells 1 and 2 before it', async ({page}) => {
    await gotoHydrated(page, pageWithCells());
    // Change cell 1 without running it; running cell 3 must run the edited cell 1 first.
    const original = await codeText(page, 1);
    await replaceCode(page, 1, `${original}\nprint("cell one ran first")`);
    // textContent, as toHaveText reads it: innerText is empty for a block the browser has not rendered yet.
    const bakedTwo = (await output(page, 2).textContent()) ?? '';
    await runAndWait(page, 3);
    await expect(output(page, 1)).toContainText('cell one ran first');
    await expect(output(page, 2)).toHaveText(bakedTwo);
    await expect(output(page, 3)).not.toContainText('Error');
  });

  test('Stop ends a runaway loop and a later run still works; Reset restores the cell', async ({page}) => {
    await gotoHydrated(page, pageWithCells());
    const baked = await output(page, 1).innerText();
    const original = await codeText(page, 1);
    await runAndWait(page, 1);

    await replaceCode(page, 1, 'while True:\n    pass');
    await cell(page, 1).getByRole('button', {name: 'Run cell 1 (Shift+Enter)'}).click();
    await expect(cell(page, 1).locator('[role="status"]')).toHaveText('Running…', {timeout: runtimeTimeout});
    await cell(page, 1).getByRole('button', {name: 'Stop cell 1'}).click();
    await expect(output(page, 1)).toContainText('Stopped', {timeout: 2_000});

    await replaceCode(page, 1, 'print(6 * 7)');
    await runAndWait(page, 1);
    await expect(output(page, 1)).toHaveText('42');

    await cell(page, 1)
      .getByRole('button', {name: /^Reset cell 1/})
      .click();
    await expect(code(page, 1)).toHaveValue(original);
    await expect(output(page, 1)).toHaveText(baked);
  });

  test('the code becomes the editor where it is clicked, without moving; a drag selects it to copy', async ({page}) => {
    await gotoHydrated(page, pageWithCells());
    // No cell has a text box until a reader goes to edit one: each costs the page a layout pass as it loads.
    await expect(page.locator('[data-python-cell] textarea')).toHaveCount(0);
    const box = code(page, 2);
    const original = await codeText(page, 2);
    // The code as drawn: the first <pre> of the cell, at rest and in the editor alike (the output's comes after).
    const drawn = cell(page, 2).locator('pre').first();
    await drawn.scrollIntoViewIfNeeded();
    /** Where the code is drawn in its cell. */
    const place = () =>
      drawn.evaluate((element) => {
        const {left, top, width, height} = element.getBoundingClientRect();
        const frame = element.closest('[data-python-cell]')!.getBoundingClientRect();
        return {left: left - frame.left, top: top - frame.top, width, height};
      });
    const before = await place();
    // A word of three or more characters on the code's second line or later, and the next such word.
    const words = (await wordsOf(box)).filter((word) => word.text.length >= 3);
    const at = words.findIndex((word) => word.offset >= original.indexOf('\n') + 1);
    expect(at, 'a word after the first line').toBeGreaterThanOrEqual(0);
    const target = {offset: words[at]!.offset, ...words[at]!.start, to: words[at + 1]?.end};
    expect(target.to, 'a second word to drag to').toBeDefined();
    // Dragging from one word to the next selects the code between them; it stays as it is.
    await page.mouse.move(target.x, target.y);
    await page.mouse.down();
    await page.mouse.move(target.to!.x, target.to!.y, {steps: 5});
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(3);
    await expect(page.locator('[data-python-cell] textarea')).toHaveCount(0);
    // A click puts the caret where it was clicked, in the editor now in the code's place, drawn exactly where it was.
    await page.mouse.click(target.x, target.y);
    await expect(box).toBeFocused();
    expect(await box.evaluate((element) => (element as HTMLTextAreaElement).selectionStart)).toBe(target.offset);
    expect(await place()).toEqual(before);
    await page.keyboard.type('#');
    await expect(box).toHaveValue(`${original.slice(0, target.offset)}#${original.slice(target.offset)}`);
  });

  test('a page without cells requests no Pyodide file', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pageWithoutCells(), {waitUntil: 'networkidle'});
    expect(requests.filter((url) => url.includes('pyodide'))).toEqual([]);
  });

  test('a page whose only code is its cells fetches Prism when a reader first edits one, and the editor then highlights', async ({
    page,
  }) => {
    // The cells' code at rest is drawn from the tokens the build wrote; Prism is for the edits.
    const route = firstPage((html) => html.includes(cellAttribute) && !html.includes('theme-code-block'), '/docs/');
    const withPrism = scriptsWithPrism(page);
    await gotoHydrated(page, route);
    await expect(code(page, 1).locator('.token:not(.plain)').first()).toBeVisible();
    expect(await withPrism(), `${route} fetched Prism before any edit`).toEqual([]);
    await code(page, 1).focus();
    await expect(cell(page, 1).locator('textarea')).toBeFocused();
    await page.keyboard.type('x = 1 # ');
    await expect(cell(page, 1).locator('pre .token.comment').first()).toBeVisible();
    expect(await withPrism()).not.toEqual([]);
  });

  test('when the runtime cannot load, the cell says so and offers a retry', async ({page}) => {
    await gotoHydrated(page, pageWithCells());
    await page.route('**/pyodide/**', (route) => route.abort());
    await cell(page, 1).getByRole('button', {name: 'Run cell 1 (Shift+Enter)'}).click();
    const status = cell(page, 1).locator('[role="status"]');
    await expect(status).toContainText('could not be loaded', {timeout: runtimeTimeout});
    await page.unroute('**/pyodide/**');
    await status.getByRole('button', {name: 'Retry'}).click();
    await expect(cell(page, 1).getByRole('button', {name: 'Stop cell 1'})).toBeDisabled({timeout: runtimeTimeout});
    // The retried run finished: the cell says when (its output is the one the page came with).
    await expect(status).toHaveText(/^Ran at /);
  });
});

for (const viewport of [
  {width: 1280, height: 900},
  {width: 390, height: 844},
]) {
  test.describe(`keyboard and layout at ${viewport.width} px`, () => {
    test.use({viewport});

    test("Tab reaches the code, where typing edits it; the editor says how to leave it; Escape then Tab lands on the cell's Run button", async ({
      page,
    }) => {
      await gotoHydrated(page, pageWithCells());
      const editor = code(page, 2);
      const original = await codeText(page, 2);
      const hint = page.locator(`[id="${await editor.getAttribute('aria-describedby')}"]`);
      // From the cell's last button, Tab reaches its code, which is then the editor: what is typed goes in at its start.
      await cell(page, 2)
        .getByRole('button', {name: /^Reset cell 2/})
        .focus();
      await page.keyboard.press('Tab');
      await expect(editor).toBeFocused();
      await page.keyboard.type('x');
      await expect(editor).toHaveValue(`x${original}`);
      await expect(hint).toBeVisible();
      await expect(hint).toContainText(/Escape, then Tab/);
      // Tab indents inside the editor, as before.
      await page.keyboard.press('End');
      await page.keyboard.press('Tab');
      await expect(editor).toBeFocused();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      await expect(cell(page, 2).getByRole('button', {name: 'Run cell 2 (Shift+Enter)'})).toBeFocused();
    });

    test('code and printed output keep their lines: long ones scroll sideways, by keyboard too', async ({page}) => {
      await gotoHydrated(page, pageWithCells());
      // Each box is exactly as tall as its lines: none of them wrapped.
      const boxes = await page.locator('[data-python-cell]').evaluateAll((cells) =>
        cells.flatMap((element) => {
          // The code is drawn in a <pre> (the editor's, under its <textarea>, once a reader edits); the output is a <pre> of its own.
          const code = element.querySelector('[role="textbox"] pre');
          const printed = element.querySelector('[role="region"] pre');
          return [
            [code, code?.textContent],
            [printed, printed?.textContent],
          ]
            .filter((pair): pair is [HTMLElement, string] => pair[0] instanceof HTMLElement && typeof pair[1] === 'string')
            .map(([box, text]) => {
              const style = getComputedStyle(box);
              const content = box.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              return {
                lines: text.replace(/\n$/, '').split('\n').length,
                rendered: Math.round(content / parseFloat(style.lineHeight)),
              };
            });
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.rendered).toBe(box.lines);
      }
      // An output whose longest line is wider than its box scrolls sideways, and the arrow keys scroll it.
      const outputs = page.locator('[role="region"][aria-label^="Output of Python cell"]:has(pre)');
      const widths = await outputs.evaluateAll((regions) => {
        const context = document.createElement('canvas').getContext('2d')!;
        return regions.map((region) => {
          const style = getComputedStyle(region.querySelector('pre')!);
          context.font = style.font;
          const longest = Math.max(...(region.textContent ?? '').split('\n').map((line) => context.measureText(line).width));
          const room = region.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {tooWide: longest > room + 1, scrolls: region.scrollWidth > region.clientWidth};
        });
      });
      for (const [index, {tooWide, scrolls}] of widths.entries()) {
        expect(scrolls, `output ${index + 1}`).toBe(tooWide);
        if (tooWide) {
          await outputs.nth(index).focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => outputs.nth(index).evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        }
      }
      // In the editor, moving the caret to the end of a line wider than the box scrolls the code to it: a
      // line the reader types, as the content may have none that is wider than the box at this width.
      await replaceCode(page, 1, `x = 1\n# ${'a long comment '.repeat(20)}end\ny = 2`);
      // The editor is as wide as its longest line; the box around it scrolls.
      const scroller = cell(page, 1).locator(':scope > div').nth(1);
      expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth + 1), 'the line is wider than the box').toBe(
        true,
      );
      await page.keyboard.press('ControlOrMeta+Home');
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('a tap in the code opens the editor with the caret where it was tapped', async ({page}) => {
    await gotoHydrated(page, pageWithCells());
    const box = code(page, 1);
    const original = await codeText(page, 1);
    await box.scrollIntoViewIfNeeded();
    // The last word of the code in view (long lines go on past the screen's edge): its first character's left half.
    const word = (await wordsOf(box)).filter(({inFrame}) => inFrame).at(-1)!;
    const target = {offset: word.offset, ...word.start};
    await page.touchscreen.tap(target.x, target.y);
    await expect(box).toBeFocused();
    expect(await box.evaluate((element) => (element as HTMLTextAreaElement).selectionStart)).toBe(target.offset);
    await page.keyboard.insertText('#');
    await expect(box).toHaveValue(`${original.slice(0, target.offset)}#${original.slice(target.offset)}`);
  });

  test('an output wider than its box shows that it scrolls, in both modes: a shadow where it goes on, none at an end in view', async ({
    page,
  }) => {
    await gotoHydrated(page, pageWithCells());
    const regions = page.locator('[role="region"][aria-label^="Output of Python cell"]:has(pre)');
    const widest = await regions.evaluateAll(
      (elements) =>
        elements
          .map((element, index) => ({index, hidden: element.scrollWidth - element.clientWidth}))
          .sort((a, b) => b.hidden - a.hidden)[0],
    );
    expect(widest && widest.hidden, 'no output on the page is wider than its box at 390 px').toBeGreaterThan(20);
    const region = regions.nth(widest!.index);
    // A scrolling box a keyboard can reach, with a name to announce.
    expect(await region.evaluate((element) => element.tabIndex)).toBe(0);
    await expect(region).toHaveAccessibleName(/^Output of Python cell \d+$/);
    await region.scrollIntoViewIfNeeded();
    /** Three strips of the box's top padding, where no text is: at its left side, its middle, its right side. */
    const strips = async (to: 'start' | 'end') => {
      const box = await region.evaluate((element, position) => {
        element.scrollLeft = position === 'start' ? 0 : element.scrollWidth;
        const {left, top} = element.getBoundingClientRect();
        return {left, top, width: element.clientWidth};
      }, to);
      const strip = (x: number) =>
        page.screenshot({clip: {x, y: box.top + 3, width: 6, height: 4}, animations: 'disabled', caret: 'hide'});
      const [left, middle, right] = await Promise.all([
        strip(box.left + 2),
        strip(box.left + box.width / 2 - 3),
        strip(box.left + box.width - 8),
      ]);
      return {left: !left.equals(middle), right: !right.equals(middle)};
    };
    for (const mode of ['light', 'dark'] as const) {
      await switchColourMode(page, mode);
      expect(await strips('start'), `${mode}: scrolled to the start, a shadow at the right side only`).toEqual({
        left: false,
        right: true,
      });
      expect(await strips('end'), `${mode}: scrolled to the end, a shadow at the left side only`).toEqual({
        left: true,
        right: false,
      });
    }
  });

  test('after an edit at the end of a long line, leaving the editor shows the start of its lines again', async ({page}) => {
    await gotoHydrated(page, pageWithCells());
    const editors = page.getByRole('textbox', {name: /^Code of Python cell/});
    // The cell with the longest line that does not fit: its box (the code's own) is wider than the frame that scrolls.
    const wide = await editors.evaluateAll(
      (boxes) =>
        boxes
          .map((box, index) => {
            const all = (box.textContent ?? '').split('\n');
            const longest = all.reduce((best, line, at) => (line.length > all[best]!.length ? at : best), 0);
            const frame = box.parentElement!;
            return {index, longest, hidden: frame.scrollWidth - frame.clientWidth};
          })
          .sort((a, b) => b.hidden - a.hidden)[0],
    );
    expect(wide && wide.hidden, 'no cell on the page has a line wider than its editor at 390 px').toBeGreaterThan(20);
    const editor = editors.nth(wide!.index);
    const cellBox = page.locator('[data-python-cell]').nth(wide!.index);
    const frame = cellBox.locator(':scope > div').nth(1);
    /** How far the start of the code's lines is hidden at the left of the frame (0 when it shows). */
    const startHidden = () =>
      frame.evaluate((element) => {
        const code = element.querySelector('pre')!;
        return Math.max(0, element.getBoundingClientRect().left - code.getBoundingClientRect().left);
      });
    const editLongestLine = async () => {
      await editor.focus();
      await page.keyboard.press('ControlOrMeta+Home');
      for (let line = 0; line < wide!.longest; line += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('End');
      await page.keyboard.type(' # edited');
      await expect.poll(startHidden).toBeGreaterThan(0);
    };

    await editLongestLine();
    await page.keyboard.press('Escape');
    await expect.poll(startHidden).toBe(0);

    // Tapping elsewhere in the cell (its output) leaves the editor as well.
    await editLongestLine();
    await cellBox.getByRole('region').tap();
    await expect.poll(startHidden).toBe(0);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: Run, Stop and Reset are one design, Run filled with the colour Stop and Reset are drawn in, each legible`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, pageWithCells());
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const look = async (name: RegExp) => {
      const button = page.locator('[data-python-cell="1"]').getByRole('button', {name});
      const drawn = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          text: style.color,
          border: style.borderTopColor,
          shape: `${element.getBoundingClientRect().height} ${style.borderRadius} ${style.borderTopWidth} ${style.fontSize} ${style.fontWeight}`,
        };
      });
      return {...drawn, standsOn: await button.locator('xpath=..').evaluate(backdropOf)};
    };
    const [run, stop, reset] = await Promise.all([look(/^Run cell/), look(/^Stop cell/), look(/^Reset cell/)]);
    // One shape for the three; Stop and Reset alike; Run filled with the colour they are drawn in.
    expect(new Set([run.shape, stop.shape, reset.shape]).size, JSON.stringify([run, stop, reset])).toBe(1);
    expect(stop).toEqual(reset);
    expect(reset.text).toBe(run.background);
    expect(reset.border).toBe(run.background);
    // Legible: text against what it stands on, 4.5:1; an outline against the toolbar, 3:1.
    const transparent = /^rgba\(.*,\s*0\)$/;
    const resetGround = transparent.test(reset.background) ? reset.standsOn : reset.background;
    expect(contrastRatio(run.text, run.background), `Run: ${run.text} on ${run.background}`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(reset.text, resetGround), `Reset: ${reset.text} on ${resetGround}`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(run.background, run.standsOn), `Run on the toolbar`).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(reset.border, reset.standsOn), `Reset's outline on the toolbar`).toBeGreaterThanOrEqual(3);
  });
}

test("the code takes each mode's colours on load as when switched to it; in the default mode the server's are kept", async ({
  browser,
}) => {
  await expectCodeColoursOfEachMode(browser, {
    route: pageWithCells(),
    tokens: '[data-python-cell] [role="textbox"] .token',
    // Run is enabled once React has hydrated the page and drawn it for the browser.
    drawn: (page) => expect(cell(page, 1).getByRole('button', {name: 'Run cell 1 (Shift+Enter)'})).toBeEnabled({timeout: 30_000}),
  });
});
