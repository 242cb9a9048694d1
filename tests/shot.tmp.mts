import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '/work/main/tests/browser/chromium';
const [url, out, scheme, width] = process.argv.slice(2);
const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
const page = await browser.newPage({viewport: {width: Number(width ?? 1280), height: 900}, colorScheme: (scheme as any) ?? 'light'});
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(url!, {waitUntil: 'networkidle'});
if (scheme === 'dark') { await page.evaluate(() => { localStorage.setItem('theme','dark'); }); await page.reload({waitUntil: 'networkidle'}); }
await page.screenshot({path: out!, fullPage: false});
await browser.close();
