/**
 * Draws the social card (static/img/docusaurus-social-card.jpg, 1200x630)
 * from HTML with the site's logo, title and tagline. Run it after changing the
 * title: npx tsx scripts/make-social-card.ts
 */
import {readFile} from 'node:fs/promises';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../tests/browser/chromium';
import {siteTagline, siteTitle} from '../src/data/identity';

const logo = await readFile(new URL('../static/img/logo.svg', import.meta.url), 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
  padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#1b365d,#0f1f36);
  color:#fff;font-family:'DejaVu Sans',sans-serif">
  <div style="width:120px;height:120px;margin-bottom:40px">${logo}</div>
  <div style="font-size:84px;font-weight:700;letter-spacing:-1px">${siteTitle}</div>
  <div style="font-size:40px;color:#b9cff0;margin-top:16px">${siteTagline}</div>
  <div style="font-size:30px;color:#e2edff;margin-top:48px">
    Topology · Analysis · Calculus with code · Blog
  </div>
</div></body></html>`;

const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: 'static/img/docusaurus-social-card.jpg', type: 'jpeg', quality: 85});
await browser.close();
console.log('wrote static/img/docusaurus-social-card.jpg');
