import { describe, expect, it } from 'vitest';
import { readableTexts, usEnglishProblems } from './us-english-core';

const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>Brazos Scoop Co.</title>${head}</head><body>${body}</body></html>`;

const found = (html: string) => usEnglishProblems(html).map((p) => `${p.kind}: ${p.found}`);

describe('usEnglishProblems', () => {
  it('fails a British page: its spellings, its 24-hour times and a name whose period doubles the sentence end', () => {
    const html = page(
      `<main><p>Your neighbours in the town centre love our programme.</p>
      <p>Your favourite yard, no colour left behind; we organise visits. Neighbouring towns too.</p>
      <p>Hours: Mon–Fri 08:00–18:00, Sat 08:00–16:00.</p>
      <p>This page is for the owners of Brazos Scoop Co.. Thank you.</p></main>
      <button aria-label="Minimise the call card"></button>`,
    );
    expect(found(html)).toEqual([
      'British spelling: neighbours',
      'British spelling: Neighbouring',
      'British spelling: centre',
      'British spelling: programme',
      'British spelling: favourite',
      'British spelling: colour',
      'British spelling: organise',
      '24-hour time: 08:00',
      '24-hour time: 18:00',
      '24-hour time: 08:00',
      '24-hour time: 16:00',
      'doubled period: ..',
      'British spelling: Minimise',
    ]);
  });

  it('passes the same page in US English, with 12-hour times and one period after the name', () => {
    const html = page(
      `<main><p>Your neighbors in the town center love our program.</p>
      <p>Your favorite yard, no color left behind; we organize visits. Neighboring towns too.</p>
      <p>Hours: Mon–Fri 8 AM–6 PM, Sat 8 AM–4 PM; calls answered until 10:30 PM.</p>
      <p>This page is for the owners of Brazos Scoop Co. Thank you. Loading...</p></main>
      <button aria-label="Minimize the call card"></button>`,
    );
    expect(found(html)).toEqual([]);
  });

  it('leaves the machine formats alone: structured data, page data, attributes that are not read, comments', () => {
    const html = page(
      `<main><time datetime="2026-05-11T08:00">May 11, 2026</time>
      <a href="/centre?t=08:00" data-hours="08:00-18:00">Hours</a>
      <!-- neighbour 08:00 --><script type="application/json">{"text":"Centre 18:00"}</script>
      <style>.centre::after { content: "08:00" }</style></main>`,
      '<script type="application/ld+json">{"openingHoursSpecification":[{"opens":"08:00","closes":"18:00"}]}</script>',
    );
    expect(found(html)).toEqual([]);
  });

  it('reads the attributes and meta tags a visitor sees or hears: alt, title, placeholder, the description', () => {
    const html = page(
      '<img src="/a.webp" alt="A tidy neighbourhood yard"><span title="Open 08:00">i</span><input placeholder="Your favourite day">',
      '<meta name="description" content="Service hours 08:00–18:00 across the Waco centre">',
    );
    expect(found(html)).toEqual([
      'British spelling: neighbourhood',
      '24-hour time: 08:00',
      'British spelling: favourite',
      'British spelling: centre',
      '24-hour time: 08:00',
      '24-hour time: 18:00',
    ]);
  });

  it('keeps US words that only start like a British one', () => {
    const html = page(
      '<p>An organism, a realistic plan, the analysis, a licensed business, cancelled visits refunded.</p>',
    );
    expect(found(html)).toEqual([]);
  });
});

describe('readableTexts', () => {
  it('takes the text nodes with tags as word breaks and entities decoded, then the read attributes', () => {
    expect(readableTexts(page('<p>Mon&ndash;Fri<br>8&nbsp;AM</p><img alt="A yard">'))).toEqual([
      'Brazos Scoop Co. Mon–Fri 8 AM',
      'A yard',
    ]);
  });
});
