import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './pages';

const bar = (page: Page) => page.locator('.theme-announcement-bar');

test('the announcement bar closes, stays closed, and returns when its id changes', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link')).toHaveAttribute('href', /^\/docs\//);
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored.dismissed).toBe('true');
  expect(stored.id).toBeTruthy();

  await page.reload();
  await expect(page.locator('.navbar')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // A new announcement (a different id) is shown again to readers who dismissed the old one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
});

test('the announcement link navigates inside the app', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  const link = bar(page).getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
});

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([red, green, blue]: number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

for (const viewport of [
  {width: 1280, height: 900},
  {width: 390, height: 844},
]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode, ${viewport.width} px: the close × has at least 3:1 contrast against the bar`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const close = bar(page).getByRole('button', {name: 'Close'});
      await expect(close).toBeVisible();
      // The × is drawn in the button's colour (currentColor), at the button's opacity, over the bar.
      const {cross, opacity, background} = await close.evaluate((button) => {
        const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const stroke = button.querySelector('svg [stroke], svg')!;
        return {
          cross: channels(
            getComputedStyle(stroke).stroke !== 'none' ? getComputedStyle(stroke).stroke : getComputedStyle(button).color,
          ),
          opacity: Number(getComputedStyle(button).opacity),
          background: channels(getComputedStyle(button.closest('.theme-announcement-bar')!).backgroundColor),
        };
      });
      const drawn = cross.slice(0, 3).map((channel, index) => opacity * channel + (1 - opacity) * background[index]!);
      const [lighter, darker] = [luminance(drawn), luminance(background)].sort((a, b) => b - a);
      const ratio = (lighter! + 0.05) / (darker! + 0.05);
      expect(ratio, `× ${drawn.map(Math.round).join(',')} on ${background.join(',')}`).toBeGreaterThanOrEqual(3);
    });
  }
}
