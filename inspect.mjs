import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const page = await browser.newPage({viewport: {width: 1280, height: 900}});
await page.goto(`http://127.0.0.1:3400/search`);
await page.waitForTimeout(1500);
console.log(await page.evaluate(async () => {
  const pf = await import('/pagefind/pagefind.js');
  const out = {};
  for (const q of ['compactne', 'compactness', 'compactn']) {
    const r = await pf.search(q);
    out[q] = [r.results.length, r.unfilteredResultCount];
    const d = await Promise.all(r.results.slice(0, 3).map(x => x.data()));
    out[q].push(d.map(x => x.url + ' ' + x.meta.title));
  }
  return JSON.stringify(out, null, 1);
}));
await browser.close();
