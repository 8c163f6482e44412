import { describe, expect, it } from 'vitest';
import { sessionHintScript } from '../../src/lib/session-hint-script';
import { referencePages, withoutScript, withTwins } from './reference-pages';

describe('withoutScript (the bench\'s "<kind> without JS" twins)', () => {
  it('takes out the entry, the session hint and the module preloads, and keeps the page data and JSON-LD', () => {
    const html =
      `<head><style>p{}</style><script>${sessionHintScript('http://127.0.0.1:54321')}</script></head>` +
      '<body><p>Waco</p><script type="application/ld+json">{"@type":"Service"}</script>' +
      '<script type="application/json" id="page-data">{"town":"waco"}</script>' +
      '<link rel="modulepreload" crossorigin href="/assets/app-b.js">' +
      '<script type="module" src="/assets/index-a.js"></script></body>';
    const stripped = withoutScript(html);
    expect(stripped).not.toContain('index-a.js');
    expect(stripped).not.toContain('data-signed-in');
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain('<style>p{}</style>');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Service"}</script>');
    expect(stripped).toContain('<script type="application/json" id="page-data">');
  });
});

describe('referencePages', () => {
  it('adds the bare page and a twin for each public page kind, with its status', () => {
    const pages = [
      { kind: 'home', path: '/', status: 200 as const },
      { kind: 'auth', path: '/auth', status: 200 as const },
      { kind: '404', path: '/no-such-page-bench', status: 404 as const },
    ];
    expect(referencePages(pages).map(({ kind, path, status }) => [kind, path, status])).toEqual([
      ['bare page', '/bare', 200],
      ['home without JS', '/without-js/', 200],
      ['404 without JS', '/without-js/no-such-page-bench', 404],
    ]);
  });
});

describe('withTwins (the slowed loads take a page and its twin by turns)', () => {
  it('pairs each page with its twin and leaves a page without one, or whose page is not measured, alone', () => {
    const kinds = ['home', 'auth', 'bare page', 'home without JS', '404 without JS'];
    const groups = withTwins(kinds.map((kind) => ({ page: { kind, path: '/', status: 200 as const } })));
    expect(groups.map((group) => group.map((r) => r.page.kind))).toEqual([
      ['home', 'home without JS'],
      ['auth'],
      ['bare page'],
      ['404 without JS'],
    ]);
  });
});
