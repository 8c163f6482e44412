import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavigationProvider, NavLink, type Navigation } from './navigation';

const at = (pathname: string, navigate?: Navigation['navigate']): Navigation => ({
  pathname,
  search: '',
  entry: 'test',
  onAreaPage: false,
  navigate,
});

/** Clicks the link and answers whether the browser would still follow it (no preventDefault). */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
}

describe('Link', () => {
  it('is a plain link where no navigate is given: the browser loads the next document', () => {
    render(
      <NavigationProvider value={at('/faq')}>
        <Link to="/about">About</Link>
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(click('About')).toBe(true);
  });

  it('moves within the app on a plain click, and calls its own onClick first', () => {
    const navigate = vi.fn();
    const onClick = vi.fn();
    render(
      <NavigationProvider value={at('/dashboard', navigate)}>
        <Link to="/admin" onClick={onClick}>
          Admin
        </Link>
      </NavigationProvider>,
    );
    expect(click('Admin')).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_, init) => {
    const navigate = vi.fn();
    render(
      <NavigationProvider value={at('/dashboard', navigate)}>
        <Link to="/admin">Admin</Link>
      </NavigationProvider>,
    );
    expect(click('Admin', init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link with a target of its own to the browser', () => {
    const navigate = vi.fn();
    render(
      <NavigationProvider value={at('/dashboard', navigate)}>
        <Link to="/admin" target="_blank">
          Admin
        </Link>
      </NavigationProvider>,
    );
    expect(click('Admin')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('NavLink', () => {
  function renderAt(pathname: string) {
    render(
      <NavigationProvider value={at(pathname)}>
        <NavLink to="/services" end>
          Exact
        </NavLink>
        <NavLink to="/services">Section</NavLink>
        <NavLink to="/">Home</NavLink>
      </NavigationProvider>,
    );
  }
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');

  it('marks the link to the current page', () => {
    renderAt('/services');
    expect(current('Exact')).toBe('page');
    expect(current('Section')).toBe('page');
    expect(current('Home')).toBeNull();
  });

  it('marks a link without end on the pages under it too', () => {
    renderAt('/services/weekly-scooping-waco');
    expect(current('Exact')).toBeNull();
    expect(current('Section')).toBe('page');
    expect(current('Home')).toBeNull();
  });

  it('does not take a longer path that only starts with the same letters for a page under it', () => {
    renderAt('/services-extra');
    expect(current('Section')).toBeNull();
  });
});

describe('useNavigation', () => {
  it('says what is missing when no provider gives the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Link to="/">Home</Link>)).toThrow(/NavigationProvider/);
  });
});
