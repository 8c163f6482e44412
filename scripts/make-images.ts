/**
 * Regenerates public/'s brand files from their sources: the brand mark drawn in
 * src/components/layout/BrandMark.tsx and the facts in src/content/business.ts.
 *
 *   npx tsx scripts/make-images.ts
 *
 * Writes logo.svg, site.webmanifest, and PNGs screenshotted at their exact size in headless Chromium:
 * favicon.png (48, the tile's rounded corners transparent), apple-touch-icon.png (180), icon-192.png,
 * icon-512.png and og-image.png (1200x630). The favicon is a PNG, not an SVG: to draw an SVG favicon Chromium
 * builds a second page (document, frame and all) in the renderer, on the main thread of every first load, where a
 * 48 px PNG decodes in about a millisecond (docs/performance.md).
 * Needs /usr/bin/chromium (Debian: apt-get install -y chromium). The outputs are committed; run this
 * again only when the mark or the facts it shows change.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium, type Browser } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium';
import type * as BusinessModule from '../src/content/business';
import type * as BrandMarkModule from '../src/components/layout/BrandMark';

const root = fileURLToPath(new URL('..', import.meta.url));
const publicDir = new URL('../public/', import.meta.url);

const THEME = '#14532d'; // brand-900
const TILE_LIGHT = '#166534'; // brand-800
const ACCENT = '#fbbf24'; // accent-400, the site's call-to-action colour
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The app's modules read import.meta.env, so load them through Vite rather than plain Node. */
async function loadSources() {
  const vite = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // Only two small modules are loaded: skip the dependency scan of the whole app.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { business } = (await vite.ssrLoadModule('/src/content/business.ts')) as typeof BusinessModule;
    const { BrandMark } = (await vite.ssrLoadModule(
      '/src/components/layout/BrandMark.tsx',
    )) as typeof BrandMarkModule;
    return { business, markSvg: renderToStaticMarkup(createElement(BrandMark)) };
  } finally {
    await vite.close();
  }
}

/** The inline mark as a standalone SVG document of the given size. */
function standaloneMark(markSvg: string, size: number) {
  return markSvg
    .replace(' aria-hidden="true"', '')
    .replace(' focusable="false"', '')
    .replace('<svg ', `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" `);
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function logoSvg(markSvg: string, name: string) {
  const mark = standaloneMark(markSvg, 48).replace('<svg xmlns="http://www.w3.org/2000/svg" ', '<svg ');
  // textLength keeps the wordmark inside the viewBox whatever font the viewer substitutes.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="48" viewBox="0 0 260 48" role="img" aria-label="${escapeXml(name)}">
  ${mark}
  <text x="58" y="32" font-family="${escapeXml(FONT)}" font-size="22" font-weight="800" fill="${THEME}" textLength="198" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>
</svg>
`;
}

function manifest(name: string, shortName: string) {
  return `${JSON.stringify(
    {
      name,
      short_name: shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: THEME,
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        // The paw sits inside the maskable safe zone (the central 80% circle).
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

const page = (body: string, css = '') => `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 100%; height: 100%; overflow: hidden; }
  body { font-family: ${FONT}; -webkit-font-smoothing: antialiased; }
  ${css}
</style></head><body>${body}</body></html>`;

/** The mark alone, its corners left transparent (the screenshot omits the page background). */
function faviconHtml(markSvg: string, size: number) {
  return page(standaloneMark(markSvg, size), `svg { display: block; }`);
}

/** A full-bleed square icon: the tile colour fills the square (platforms round the corners themselves). */
function iconHtml(markSvg: string, size: number) {
  return page(
    `<div class="icon">${standaloneMark(markSvg, size)}</div>`,
    `body { background: ${THEME}; } .icon { width: ${size}px; height: ${size}px; }`,
  );
}

function ogHtml(markSvg: string, b: typeof BusinessModule.business) {
  return page(
    `<main>
      <div class="brand">${standaloneMark(markSvg, 112)}<span>${escapeXml(b.name)}</span></div>
      <h1>${escapeXml(b.tagline)}</h1>
      <p class="phone">${escapeXml(b.phone.display)}</p>
    </main>
    <div class="paw" aria-hidden="true">${standaloneMark(markSvg, 520)}</div>`,
    `body { background: ${THEME}; color: #fff; position: relative; }
     main { position: absolute; left: 80px; top: 50%; transform: translateY(-50%); width: 820px; z-index: 1; }
     .brand { display: flex; align-items: center; gap: 28px; font-size: 60px; font-weight: 800; letter-spacing: -1px; }
     .brand svg rect { fill: ${TILE_LIGHT}; }
     h1 { margin-top: 48px; font-size: 48px; line-height: 1.2; font-weight: 700; color: #dcfce7; text-wrap: balance; }
     .phone { display: inline-block; margin-top: 48px; padding: 14px 32px; border-radius: 999px;
              background: ${ACCENT}; color: #052e16; font-size: 44px; font-weight: 800; }
     .paw { position: absolute; right: -90px; bottom: -110px; }
     .paw svg rect { fill: ${THEME}; }
     .paw svg g { fill: ${TILE_LIGHT}; }
`,
  );
}

const launchChromium = () => chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

/** Without the browser's default white: a page that paints no background of its own is transparent. */
async function screenshot(browser: Browser, html: string, width: number, height: number, file: string) {
  const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.screenshot({
      path: fileURLToPath(new URL(file, publicDir)),
      type: 'png',
      omitBackground: true,
    });
  } finally {
    await tab.close();
  }
}

const { business, markSvg } = await loadSources();

await writeFile(new URL('logo.svg', publicDir), logoSvg(markSvg, business.name));
await writeFile(new URL('site.webmanifest', publicDir), manifest(business.name, business.shortName));
const browser = await launchChromium();
try {
  await screenshot(browser, faviconHtml(markSvg, 48), 48, 48, 'favicon.png');
  for (const [file, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    await screenshot(browser, iconHtml(markSvg, size), size, size, file);
  }
  await screenshot(browser, ogHtml(markSvg, business), 1200, 630, 'og-image.png');
} finally {
  await browser.close();
}
console.log(
  'Wrote logo.svg, site.webmanifest, favicon.png, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png',
);
