import { describe, expect, it } from 'vitest';
import { entryLoaderTag } from '../../src/lib/entry-loader';
import { withoutScript } from './reference-pages';

describe('withoutScript (the bench reference "town without JS")', () => {
  it('takes out the entry loader and the module preloads, and keeps the page data and JSON-LD', () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/app-b.js"><style>p{}</style></head>' +
      '<body><p>Waco</p><script type="application/ld+json">{"@type":"Service"}</script>' +
      '<script type="application/json" id="page-data">{"town":"waco"}</script>' +
      `${entryLoaderTag('/assets/index-a.js')}</body>`;
    const stripped = withoutScript(html);
    expect(stripped).not.toContain('index-a.js');
    expect(stripped).not.toContain('data-entry');
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain('<style>p{}</style>');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Service"}</script>');
    expect(stripped).toContain('<script type="application/json" id="page-data">');
  });
});
