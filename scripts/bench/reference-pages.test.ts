import { describe, expect, it } from 'vitest';
import { sessionHintScript } from '../../src/lib/session-hint-script';
import { withoutScript } from './reference-pages';

describe('withoutScript (the bench reference "town without JS")', () => {
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
