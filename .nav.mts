// Scratch: hydrate content pages, navigate client-side, report console errors and titles.
import { chromium } from 'playwright-core';
import { startSite } from './local/start.ts';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.ts';
const site = await startSite({ port: 4175, dataDir: null, quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('request', (r) => { if (r.url().includes('/_page/')) console.log('  fetch', r.url().replace(site.url, '')); });
const step = async (label: string) => console.log(label, '|', await page.title(), '|', await page.locator('h1').first().textContent());
for (const start of ['/waco', '/poop-scoop-service-waco', '/blog/is-dog-poop-good-fertilizer', '/nope', '/blog/nope']) {
  const res = await page.goto(site.url + start);
  await page.waitForSelector('html[data-hydrated]');
  await step(`${start} (${res?.status()})`);
}
await page.goto(site.url + '/waco');
await page.waitForSelector('html[data-hydrated]');
for (const href of ['/hewitt', '/services/weekly-scooping-waco', '/neighborhoods/oakwood', '/blog', '/blog/is-dog-poop-good-fertilizer']) {
  await page.evaluate((h) => { const a = document.createElement('a'); a.href = h; a.textContent = 'x'; document.querySelector('main')!.append(a); a.click(); }, href);
  await page.waitForURL('**' + href);
  await page.waitForTimeout(800);
  await step(`nav ${href}`);
}
await page.goBack(); await page.waitForTimeout(500); await step('back');
await browser.close();
await site.close();
