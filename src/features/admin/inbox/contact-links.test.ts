import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('mailtoHref', () => {
  it('keeps an ordinary address readable', () => {
    expect(mailtoHref('mary.oneil@example.com')).toBe('mailto:mary.oneil@example.com');
  });

  it('cannot be made to add a Cc, a subject or a body', () => {
    const href = mailtoHref('victim@example.com?cc=attacker@evil.example&subject=x&body=y');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(href).not.toMatch(/[?&]/);
    expect(decodeURIComponent(url.pathname)).toBe(
      'victim@example.com?cc=attacker@evil.example&subject=x&body=y',
    );
  });

  it('encodes a percent sign and spaces in the local part', () => {
    expect(mailtoHref('a%20b c@example.com')).toBe('mailto:a%2520b%20c@example.com');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('(254) 726-6737')).toBe('tel:2547266737');
    expect(telHref('+1 254-726-6737')).toBe('tel:+12547266737');
  });
});
