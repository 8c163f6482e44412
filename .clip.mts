// Scratch: one viewport-high shot of the part of a page at a selector.
import { chromium } from 'playwright-core';
import { serveBuild } from './scripts/bench/serve.ts';
import { CHROMIUM_ARGS } from './scripts/ensure-chromium.ts';
const [, , tree, out, path, selector] = process.argv;
const server = await serveBuild({ tree: tree!, port: 4182 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
await page.goto(`${server.url}${path}`);
await page.waitForTimeout(1500);
await page.locator(selector!).scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await page.screenshot({ path: out! });
await browser.close();
await server.close();
