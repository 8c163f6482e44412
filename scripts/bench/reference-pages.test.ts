import { describe, expect, it } from 'vitest';
import { withoutScript } from './reference-pages';

describe('withoutScript (the bench reference "town without JS")', () => {
  it('takes out the entry script and the module preloads, and keeps the page data and JSON-LD', () => {
    const html =
      '<head><script type="module" crossorigin fetchpriority="low" src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/app-b.js"><style>p{}</style></head>' +
      '<body><p>Waco</p><script type="application/ld+json">{"@type":"Service"}</script>' +
      '<script type="application/json" id="page-data">{"town":"waco"}</script></body>';
    const stripped = withoutScript(html);
    expect(stripped).not.toContain('index-a.js');
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain('<style>p{}</style>');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Service"}</script>');
    expect(stripped).toContain('<script type="application/json" id="page-data">');
  });
});
