import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER,
  jaccard,
  mainText,
  measure,
  ownTextShares,
  pageShingles,
  replacePlaces,
  shingles,
  words,
} from './uniqueness-core';

const page = (main: string) =>
  `<!doctype html><html><head><title>T</title><script>var x = "Waco"</script></head><body><header>Menu Waco</header><main id="main">${main}</main><footer>Footer text</footer></body></html>`;

describe('the text of <main>', () => {
  it('takes text nodes inside <main> only, with tags as word breaks and entities decoded', () => {
    const html = page(
      '<h1>Dog&nbsp;poop in Waco</h1><ul><li>Hewitt</li><li>Woodway</li></ul><p>Ask &amp; we&#x27;ll reply</p>',
    );
    expect(mainText(html)).toBe("Dog poop in Waco Hewitt Woodway Ask & we'll reply");
  });

  it('leaves out scripts, styles and attribute values, and keeps SVG text', () => {
    const html = page(
      '<script type="application/ld+json">{"name":"secret"}</script><style>.a{}</style><a href="/waco" title="hidden">Link</a><svg><text>Mart</text></svg>',
    );
    expect(mainText(html)).toBe('Link Mart');
  });

  it('is empty for a page with no <main>', () => {
    expect(mainText('<html><body><p>Nothing</p></body></html>')).toBe('');
  });
});

describe('the place placeholder', () => {
  const names = ['Waco', 'North Waco', 'West', 'Lacy Lakeview', 'Bruceville-Eddy'];

  it('replaces every place name and ZIP code by one placeholder, longest name first', () => {
    expect(
      words(replacePlaces('North Waco and Waco (76701, 76706) and Bruceville-Eddy 76524', names)),
    ).toEqual([PLACEHOLDER, 'and', PLACEHOLDER, PLACEHOLDER, PLACEHOLDER, 'and', PLACEHOLDER, PLACEHOLDER]);
  });

  it('matches whole, capitalised names only: "west" the direction and "Westside" stay', () => {
    expect(
      words(replacePlaces('about 4 miles west of West, near Westside and Lacy Lakeview', names)),
    ).toEqual(['about', '4', 'miles', 'west', 'of', PLACEHOLDER, 'near', 'westside', 'and', PLACEHOLDER]);
  });

  it('leaves other numbers alone', () => {
    expect(words(replacePlaces('from $25/week, 2024, 7 miles, 123456', names))).toEqual([
      'from',
      '25',
      'week',
      '2024',
      '7',
      'miles',
      '123456',
    ]);
  });

  it('makes two pages that differ only by place name the same page', () => {
    const a = pageShingles(
      page('<p>Weekly scooping in Waco, ZIP 76701, with a free quote and a reply within hours.</p>'),
      names,
    );
    const b = pageShingles(
      page('<p>Weekly scooping in West, ZIP 76691, with a free quote and a reply within hours.</p>'),
      names,
    );
    expect(jaccard(a, b)).toBe(1);
  });
});

describe('shingles and overlap', () => {
  it('cuts word 5-grams', () => {
    expect([...shingles(['a', 'b', 'c', 'd', 'e', 'f'])]).toEqual(['a b c d e', 'b c d e f']);
    expect([...shingles(['a', 'b'])]).toEqual(['a b']);
    expect(shingles([]).size).toBe(0);
  });

  it('counts a repeated shingle once', () => {
    // Six windows, the last the same as the first.
    expect(shingles(words('one two three four five one two three four five')).size).toBe(5);
  });

  it('measures Jaccard overlap as shared over all', () => {
    expect(jaccard(new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']))).toBeCloseTo(2 / 4);
    expect(jaccard(new Set(['a']), new Set(['b']))).toBe(0);
    expect(jaccard(new Set(['a', 'b']), new Set(['a', 'b']))).toBe(1);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it('gives each page the share of its shingles no other page has', () => {
    const shares = ownTextShares(
      new Map([
        ['/a', new Set(['x', 'y', 'z', 'shared'])],
        ['/b', new Set(['shared', 'q'])],
        ['/c', new Set(['shared'])],
      ]),
    );
    expect(shares.get('/a')).toBeCloseTo(3 / 4);
    expect(shares.get('/b')).toBeCloseTo(1 / 2);
    expect(shares.get('/c')).toBe(0);
  });
});

describe('the check', () => {
  const set = (...s: string[]) => new Set(s);

  it('flags two place pages that overlap more than 0.50, of any kinds, and thin pages', () => {
    const result = measure(
      [
        { path: '/a', kind: 'town', shingles: set('1', '2', '3', '4', '5', 'a') },
        { path: '/b', kind: 'nearby', shingles: set('1', '2', '3', '4', '5', 'b') },
        { path: '/c', kind: 'town', shingles: set('c1', 'c2', 'c3', 'c4', 'c5', '1') },
        { path: '/other', shingles: set('c1', 'c2', 'c3', 'c4') },
      ],
      ['town', 'nearby'],
    );
    expect(result.pairsAbove).toEqual([{ a: '/a', b: '/b', overlap: 5 / 7 }]);
    // /c shares most of its text with a non-place page: it is thin though it overlaps no place page.
    expect(result.thinPages.map((p) => p.path)).toEqual(['/a', '/b', '/c']);
    expect(result.kinds.find((k) => k.kind === 'town')).toMatchObject({ pages: 2, pairs: 1, pairsAbove: 0 });
  });

  it('passes pages that are mostly their own', () => {
    const result = measure(
      [
        { path: '/a', kind: 'town', shingles: set('frame', 'a1', 'a2', 'a3') },
        { path: '/b', kind: 'town', shingles: set('frame', 'b1', 'b2', 'b3') },
      ],
      ['town'],
    );
    expect(result.pairsAbove).toEqual([]);
    expect(result.thinPages).toEqual([]);
  });
});
