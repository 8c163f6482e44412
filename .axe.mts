import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { serveBuild } from './scripts/bench/serve.ts';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.ts';
const [, , tree, ...paths] = process.argv;
const server = await serveBuild({ tree: tree!, port: 4183 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  for (const path of paths) {
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector('html[data-hydrated]');
    const r = await new AxeBuilder({ page }).analyze();
    console.log(width, path, r.violations.map((v) => `${v.id}: ${v.nodes.length}`));
  }
}
await browser.close();
await server.close();
