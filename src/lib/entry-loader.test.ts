import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { ENTRY_LOADER, ENTRY_LOADER_CSP_SOURCE, entryLoaderTag } from './entry-loader';
import { parseEnv } from './env-schema';

/** Runs the loader as the page runs it: `document.currentScript` is its own element. */
function runLoader(entry: string) {
  const own = document.createElement('script');
  own.dataset.entry = entry;
  const pageDocument = new Proxy(document, {
    get: (target, key) => (key === 'currentScript' ? own : Reflect.get(target, key, target)),
  });
  new Function('document', ENTRY_LOADER)(pageDocument);
}

const entryScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];

describe('the entry loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    entryScripts().forEach((script) => script.remove());
  });

  it('is allowed by the Content-Security-Policy by its exact SHA-256, and no other inline script is', () => {
    const digest = createHash('sha256').update(ENTRY_LOADER).digest('base64');
    expect(ENTRY_LOADER_CSP_SOURCE).toBe(`'sha256-${digest}'`);
    const scriptSrc = contentSecurityPolicy(parseEnv({}))
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${ENTRY_LOADER_CSP_SOURCE}`);
  });

  it('adds the entry module once, after the first frame, not before', () => {
    runLoader('/assets/index-Dm9dMtPx.js');
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(entryScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index-Dm9dMtPx.js']);
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('adds it after a second in a background tab, where frames never come', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    runLoader('/assets/index-Dm9dMtPx.js');
    vi.advanceTimersByTime(999);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('loads nothing but a script of the build’s assets', () => {
    for (const entry of [
      'https://evil.example/x.js',
      '//evil.example/assets/x.js',
      '/assets/../api/x.js',
      '/x.js',
    ]) {
      runLoader(entry);
    }
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toHaveLength(0);
  });

  it('stands in a page as a plain inline script carrying the entry’s URL', () => {
    expect(entryLoaderTag('/assets/index-a.js')).toBe(
      `<script data-entry="/assets/index-a.js">${ENTRY_LOADER}</script>`,
    );
  });
});
