// Scratch: screenshots against a built tree (e.g. a kept bench:scale copy).
import { chromium } from 'playwright-core';
import { serveBuild } from './scripts/bench/serve.ts';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.ts';
const [, , tree, out, ...paths] = process.argv;
const server = await serveBuild({ tree: tree!, port: 4181 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  for (const path of paths) {
    const res = await page.goto(`${server.url}${path}`);
    await page.waitForTimeout(1500);
    const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(res?.status(), name);
  }
  await context.close();
}
await browser.close();
await server.close();
