import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 200)));
for (const path of ['/waco', '/blog', '/blog/is-dog-poop-good-fertilizer', '/poop-scoop-service-waco', '/nope']) {
  await page.goto(`http://127.0.0.1:5179${path}`);
  await page.waitForSelector('h1', { timeout: 20000 });
  console.log(path, '|', await page.locator('h1').first().textContent());
}
await browser.close();
