import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/dashboard?tab=referrals#credits')).toBe('/dashboard?tab=referrals#credits');
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth',
    '/auth?next=/admin',
  ])('sends %s to the dashboard instead', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });

  it('builds the sign-in path that returns to a page', () => {
    expect(signInPathFor('/dashboard')).toBe('/auth?next=%2Fdashboard');
    expect(safeNextPath(new URLSearchParams(signInPathFor('/admin').split('?')[1]).get('next'))).toBe(
      '/admin',
    );
  });
});
