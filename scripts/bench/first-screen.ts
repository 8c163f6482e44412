/**
 * What the served document asks of the network before it can paint, measured once per page (it does not vary
 * between runs):
 *
 * - The first-screen check (budget: "the HTML and CSS the first screen needs within the first 14 KB"). The
 *   page is laid out in Chromium at Lighthouse's mobile viewport (412 x 823) with JavaScript off, so the DOM is
 *   exactly the served HTML. The last thing in source order that paints inside that screen (a visible text
 *   node, a replaced element such as an image or svg, or a box with a background) marks the end of the first
 *   screen's markup; its end offset in the source is found with parse5 (the same HTML tree construction as the
 *   browser's). The page passes when no render-blocking stylesheet or parser-blocking script is external (each
 *   costs at least one more round trip, whatever its size) and the response headers plus the gzip-compressed
 *   HTML up to that offset fit in 14 KiB (14,336 bytes, under the 10 x 1,460 bytes of a first TCP window).
 * - The JavaScript the document itself asks for: entry scripts and modulepreload links, count and gzip size.
 * - DOM size and whether the page is noindex (its SEO is then expected to fail is-crawlable).
 */
import { gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { chromium, type Browser } from 'playwright-core';
import { MOBILE_SCREEN } from './mobile-screen';
import { CHROMIUM_ARGS } from '../ensure-chromium';

type SourceNode = DefaultTreeAdapterMap['node'];
type SourceElement = DefaultTreeAdapterMap['element'];

export const FIRST_WINDOW_BYTES = 14 * 1024;

export interface Asset {
  url: string;
  gzipBytes: number;
}

export interface DocumentFigures {
  htmlGzipBytes: number;
  headerBytes: number;
  /** Gzip size of the HTML from its start to the end of the first screen's markup. */
  firstScreenHtmlGzipBytes: number;
  /** Share of the HTML source (characters) that the first screen needs. */
  firstScreenShare: number;
  /** The last thing painted in the first screen, e.g. `p "Weekly scooping fro..."`. */
  firstScreenEndsAt: string;
  blockingStylesheets: Asset[];
  blockingScripts: Asset[];
  inlineStyleBytes: number;
  firstScreenWithin14Kb: boolean;
  firstScreenVerdict: string;
  entryScripts: Asset[];
  modulePreloads: Asset[];
  domElements: number;
  noindex: boolean;
}

/** Where the last painted thing of the first screen is, as indexes the source tree can resolve. */
interface LastPaint {
  /** Index of the element in document order (document.getElementsByTagName('*')). */
  element: number;
  /** For a text node: its index among the element's child nodes; null when the element itself paints. */
  child: number | null;
  /** A box that paints only its background: the first screen needs its start tag, not its content. */
  startTagOnly: boolean;
  label: string;
}

interface BrowserView {
  elementCount: number;
  tagNames: string[];
  lastPaint: LastPaint | null;
  blockingStylesheets: string[];
  blockingScripts: string[];
  inlineStyleBytes: number;
  entryScripts: string[];
  modulePreloads: string[];
  noindex: boolean;
}

/** Runs in the page (JavaScript of the page itself is off). */
function inspectPage(viewport: { width: number; height: number }): BrowserView {
  const all = Array.from(document.getElementsByTagName('*'));
  const indexOf = new Map(all.map((el, i) => [el, i]));
  const intersects = (r: DOMRect) =>
    r.width > 0 &&
    r.height > 0 &&
    r.bottom > 0 &&
    r.right > 0 &&
    r.top < viewport.height &&
    r.left < viewport.width;
  const replaced = new Set([
    'IMG',
    'SVG',
    'VIDEO',
    'CANVAS',
    'INPUT',
    'SELECT',
    'TEXTAREA',
    'IFRAME',
    'OBJECT',
  ]);
  let lastPaint: LastPaint | null = null;

  const visit = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return;
    const index = indexOf.get(el)!;
    if (replaced.has(el.tagName.toUpperCase())) {
      if (intersects(el.getBoundingClientRect()))
        lastPaint = { element: index, child: null, startTagOnly: false, label: el.tagName.toLowerCase() };
      return; // an svg's shapes are part of it
    }
    const style = getComputedStyle(el);
    const paintsBox =
      style.backgroundImage !== 'none' ||
      (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent');
    if (paintsBox && intersects(el.getBoundingClientRect())) {
      lastPaint = {
        element: index,
        child: null,
        startTagOnly: true,
        label: `<${el.tagName.toLowerCase()}> box`,
      };
    }
    el.childNodes.forEach((node, child) => {
      if (node.nodeType === Node.ELEMENT_NODE) visit(node as Element);
      else if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '') {
        const range = document.createRange();
        range.selectNodeContents(node);
        if (Array.from(range.getClientRects()).some(intersects)) {
          lastPaint = {
            element: index,
            child,
            startTagOnly: false,
            label: `${el.tagName.toLowerCase()} "${node.textContent!.trim().slice(0, 40)}"`,
          };
        }
      }
    });
  };
  visit(document.body);

  const src = (el: Element) => (el as HTMLLinkElement).href || (el as HTMLScriptElement).src;
  const matches = (media: string) => !media || matchMedia(media).matches;
  const robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? '';
  return {
    elementCount: all.length,
    tagNames: all.map((el) => el.tagName.toLowerCase()),
    lastPaint,
    blockingStylesheets: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]'))
      .filter((l) => !l.disabled && matches(l.media))
      .map(src),
    blockingScripts: Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))
      .filter((s) => !s.async && !s.defer && s.type !== 'module')
      .map(src),
    inlineStyleBytes: Array.from(document.querySelectorAll('style')).reduce(
      (n, s) => n + s.textContent!.length,
      0,
    ),
    // The entry, the one module script the HTML names (src/main.tsx).
    entryScripts: Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')).map(
      src,
    ),
    modulePreloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map(
      src,
    ),
    noindex: /noindex/i.test(robots),
  };
}

/** Elements in document order, as document.getElementsByTagName('*') lists them (template contents excluded). */
function elementsInOrder(root: SourceNode): SourceElement[] {
  const out: SourceElement[] = [];
  const walk = (node: SourceNode) => {
    if ('tagName' in node) out.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(root);
  return out;
}

/** Source offset (in characters) where the first screen's markup ends. */
function endOffset(source: string, view: BrowserView): number {
  const lastPaint = view.lastPaint;
  if (!lastPaint) return 0;
  const elements = elementsInOrder(parse(source, { sourceCodeLocationInfo: true }));
  const sameTree =
    elements.length === view.elementCount && elements.every((el, i) => el.tagName === view.tagNames[i]);
  if (!sameTree) throw new Error('parse5 and Chromium built different trees from the document');
  const element = elements[lastPaint.element]!;
  const location =
    lastPaint.child === null
      ? lastPaint.startTagOnly
        ? element.sourceCodeLocation?.startTag
        : element.sourceCodeLocation
      : element.childNodes[lastPaint.child]?.sourceCodeLocation;
  // Elements the parser implied (no tag in the source) have no location: then everything up to here counts.
  return location?.endOffset ?? source.length;
}

const gzipBytes = (text: string | Buffer) => gzipSync(text).length;

async function fetchAsset(url: string): Promise<Asset> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { url: new URL(url).pathname, gzipBytes: gzipBytes(Buffer.from(await response.arrayBuffer())) };
}

export async function inspectDocument(browser: Browser, url: string): Promise<DocumentFigures> {
  const response = await fetch(url);
  const source = await response.text();
  // Header bytes as an HTTP/1.1 response carries them ("name: value\r\n"), plus the status line.
  let headerBytes = 'HTTP/1.1 200 OK\r\n\r\n'.length;
  response.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4));

  const context = await browser.newContext({ ...MOBILE_SCREEN, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // tsx compiles this file with esbuild's keepNames, which wraps inner functions in a __name() helper that
    // exists in Node only; give the page a stand-in before inspectPage runs there.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const view = await page.evaluate(inspectPage, MOBILE_SCREEN.viewport);
    const cut = endOffset(source, view);
    const firstScreenHtmlGzipBytes = gzipBytes(source.slice(0, cut));
    const [blockingStylesheets, blockingScripts, entryScripts, modulePreloads] = await Promise.all(
      [view.blockingStylesheets, view.blockingScripts, view.entryScripts, view.modulePreloads].map((urls) =>
        Promise.all(urls.map(fetchAsset)),
      ),
    );
    const external = [...blockingStylesheets!, ...blockingScripts!];
    const firstWindow = headerBytes + firstScreenHtmlGzipBytes;
    const verdict =
      external.length > 0
        ? `no: render-blocking ${external.map((a) => `${a.url} (${(a.gzipBytes / 1024).toFixed(1)} KiB gz)`).join(', ')} needs its own round trip`
        : firstWindow <= FIRST_WINDOW_BYTES
          ? `yes: ${(firstWindow / 1024).toFixed(1)} KiB (headers + gzip HTML to the end of the first screen)`
          : `no: ${(firstWindow / 1024).toFixed(1)} KiB (headers + gzip HTML to the end of the first screen) > 14 KiB`;
    return {
      htmlGzipBytes: gzipBytes(source),
      headerBytes,
      firstScreenHtmlGzipBytes,
      firstScreenShare: source.length === 0 ? 0 : cut / source.length,
      firstScreenEndsAt: view.lastPaint?.label ?? '(nothing painted)',
      blockingStylesheets: blockingStylesheets!,
      blockingScripts: blockingScripts!,
      inlineStyleBytes: view.inlineStyleBytes,
      firstScreenWithin14Kb: external.length === 0 && firstWindow <= FIRST_WINDOW_BYTES,
      firstScreenVerdict: verdict,
      entryScripts: entryScripts!,
      modulePreloads: modulePreloads!,
      domElements: view.elementCount,
      noindex: view.noindex,
    };
  } finally {
    await context.close();
  }
}

export function launchInspector(chromePath: string): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS, headless: true });
}
