/**
 * The widget host (Elfsight or similar) is a third-party script that cannot run here: these tests stand in for
 * it by firing the script element's own `load` / `error` events and by adding the markup a widget would render.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business } from '@/content/business';
import type * as ConfigModule from '@/lib/config';
import { AUTO_SLIDE_MS } from './auto-slide';
import { REVIEWS_FALLBACK_MS, ReviewsWidget } from './ReviewsWidget';

vi.mock('@/lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return { ...actual, config: { ...actual.config, reviewsWidgetSrc: undefined } };
});

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: ObserverCallback; options?: IntersectionObserverInit }>;

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Each test uses its own script URL: a loaded script is shared by later mounts in the same page session.
let scriptCounter = 0;
const nextSrc = () => `https://widgets.example.test/platform.js?test=${++scriptCounter}`;

const widgetScript = (container: HTMLElement) =>
  container.querySelector<HTMLScriptElement>('[data-reviews-widget] script');
const link = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}`) });
const nearViewport = () => act(() => observers[0]?.callback([{ isIntersecting: true }]));

function expectReviewLinks() {
  expect(link('Review us on Google')).toHaveAttribute('href', business.links.googleReview);
  expect(link('Review us on Facebook')).toHaveAttribute('href', business.links.facebook);
}

describe('ReviewsWidget without a configured widget', () => {
  it('shows the rating and the review links directly, with no carousel and no script', () => {
    const { container } = render(<ReviewsWidget />);

    expect(screen.getByText(/out of 5 from 47 reviews/)).toHaveTextContent('4.9 out of 5 from 47 reviews');
    expect(link('Read all our reviews')).toHaveAttribute('href', business.links.mapsReviews);
    expect(link('Read all our reviews')).toHaveAttribute('target', '_blank');
    expectReviewLinks();
    expect(container.querySelector('script, [data-reviews-widget]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(observers).toHaveLength(0);
  });
});

describe('ReviewsWidget with a widget host', () => {
  it('requests the script only when the section nears the viewport (200px ahead)', () => {
    const src = nextSrc();
    const { container } = render(<ReviewsWidget src={src} widgetClassName="elfsight-app-test" />);

    expect(observers[0]?.options?.rootMargin).toBe('200px');
    expect(widgetScript(container)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');

    nearViewport();
    const script = widgetScript(container);
    expect(script?.src).toBe(src);
    expect(script?.async).toBe(true);
    expect(script?.parentElement).toHaveClass('elfsight-app-test');
    expect(container.firstElementChild).toHaveAttribute('data-reviews-state', 'loading');
  });

  it('shows the widget once its content appears, without the fallback link', async () => {
    const { container } = render(<ReviewsWidget src={nextSrc()} />);
    nearViewport();

    const script = widgetScript(container)!;
    await act(async () => {
      script.dispatchEvent(new Event('load'));
      // What the widget host does after loading: render its carousel into the container.
      const carousel = document.createElement('div');
      carousel.textContent = 'Carousel';
      script.parentElement!.appendChild(carousel);
    });

    expect(container.firstElementChild).toHaveAttribute('data-reviews-state', 'loaded');
    expect(screen.queryByRole('status')).toBeNull();
    expect(link('Read all our reviews')).toBeNull();
    expectReviewLinks();
  });

  it('shows the fallback link to all reviews when the script fails to load', async () => {
    const { container } = render(<ReviewsWidget src={nextSrc()} />);
    nearViewport();

    await act(async () => {
      widgetScript(container)!.dispatchEvent(new Event('error'));
    });

    expect(container.firstElementChild).toHaveAttribute('data-reviews-state', 'failed');
    expect(screen.getByRole('status')).toHaveTextContent('Our review feed could not be shown here.');
    expect(link('Read all our reviews')).toHaveAttribute('href', business.links.mapsReviews);
    expectReviewLinks();
  });

  it('shows the fallback link when the script loads but nothing appears within 5 seconds', async () => {
    vi.useFakeTimers();
    const { container } = render(<ReviewsWidget src={nextSrc()} />);
    nearViewport();
    await act(async () => {
      widgetScript(container)!.dispatchEvent(new Event('load'));
    });

    act(() => vi.advanceTimersByTime(REVIEWS_FALLBACK_MS - 1));
    expect(link('Read all our reviews')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(container.firstElementChild).toHaveAttribute('data-reviews-state', 'failed');
    expect(link('Read all our reviews')).toHaveAttribute('href', business.links.mapsReviews);
  });

  it('does not count the script element itself as widget content', async () => {
    vi.useFakeTimers();
    const { container } = render(<ReviewsWidget src={nextSrc()} />);
    nearViewport();
    await act(async () => {
      const style = document.createElement('style');
      widgetScript(container)!.parentElement!.appendChild(style);
    });

    act(() => vi.advanceTimersByTime(REVIEWS_FALLBACK_MS));
    expect(container.firstElementChild).toHaveAttribute('data-reviews-state', 'failed');
  });

  it('reuses a loaded script on a later mount instead of adding it twice', async () => {
    const src = nextSrc();
    const first = render(<ReviewsWidget src={src} />);
    nearViewport();
    await act(async () => {
      widgetScript(first.container)!.dispatchEvent(new Event('load'));
    });
    first.unmount();

    observers = [];
    const second = render(<ReviewsWidget src={src} />);
    nearViewport();
    expect(widgetScript(second.container)).toBeNull();
    expect(second.container.firstElementChild).toHaveAttribute('data-reviews-state', 'loading');
  });

  it('renders the same loading placeholder on the server, with no script', () => {
    const html = renderToString(<ReviewsWidget src={nextSrc()} />);

    expect(html).toContain('Loading reviews…');
    expect(html).toContain('Review us on Google');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('Read all our reviews');
  });

  it('can leave the rating to the surrounding section', () => {
    render(<ReviewsWidget showRating={false} />);
    expect(screen.queryByText(/out of 5 from/)).toBeNull();
  });
});

describe('ReviewsWidget auto-slide', () => {
  let reduceMotion = false;
  let listeners: Array<() => void> = [];
  const setReducedMotion = (value: boolean) => {
    reduceMotion = value;
    act(() => listeners.forEach((l) => l()));
  };

  beforeEach(() => {
    reduceMotion = false;
    listeners = [];
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduceMotion;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.push(l),
      removeEventListener: (_: string, l: () => void) => (listeners = listeners.filter((x) => x !== l)),
    }));
    vi.useFakeTimers();
  });

  /** What an Elfsight-style carousel renders after its script loads: slides and a "next" arrow. */
  async function loadedCarousel() {
    const clicks = { next: 0 };
    const { container } = render(<ReviewsWidget src={nextSrc()} />);
    nearViewport();
    await act(async () => {
      const script = widgetScript(container)!;
      script.dispatchEvent(new Event('load'));
      const carousel = document.createElement('div');
      carousel.innerHTML = '<p>Review one</p><button type="button" aria-label="Next review">›</button>';
      carousel.querySelector('button')!.addEventListener('click', () => clicks.next++);
      script.parentElement!.appendChild(carousel);
    });
    const host = container.querySelector<HTMLElement>('[data-reviews-widget]')!;
    return { clicks, host };
  }

  it(`moves to the next review every ${AUTO_SLIDE_MS / 1000} seconds through the widget's own control`, async () => {
    const { clicks } = await loadedCarousel();
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS - 1));
    expect(clicks.next).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(clicks.next).toBe(1);
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS * 2));
    expect(clicks.next).toBe(3);
  });

  it('never moves for a visitor who asks for reduced motion, and stops when they ask mid-way', async () => {
    reduceMotion = true;
    const first = await loadedCarousel();
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS * 3));
    expect(first.clicks.next).toBe(0);
    expect(screen.queryByRole('button', { name: /Pause the reviews/ })).toBeNull();
    cleanup();
    observers = [];

    reduceMotion = false;
    const second = await loadedCarousel();
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS));
    expect(second.clicks.next).toBe(1);
    setReducedMotion(true);
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS * 3));
    expect(second.clicks.next).toBe(1);
  });

  it('pauses while the pointer is on the carousel, and when the visitor presses Pause', async () => {
    const { clicks, host } = await loadedCarousel();
    act(() => host.dispatchEvent(new Event('pointerenter')));
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS * 2));
    expect(clicks.next).toBe(0);
    act(() => host.dispatchEvent(new Event('pointerleave')));
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS));
    expect(clicks.next).toBe(1);

    act(() => screen.getByRole('button', { name: 'Pause the reviews' }).click());
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS * 2));
    expect(clicks.next).toBe(1);
    act(() => screen.getByRole('button', { name: 'Play the reviews' }).click());
    act(() => vi.advanceTimersByTime(AUTO_SLIDE_MS));
    expect(clicks.next).toBe(2);
  });

  it('leaves a widget without a "next" control alone', async () => {
    const { container } = render(<ReviewsWidget src={nextSrc()} />);
    nearViewport();
    await act(async () => {
      const script = widgetScript(container)!;
      script.dispatchEvent(new Event('load'));
      const list = document.createElement('div');
      list.innerHTML = '<p>Review one</p><p>Review two</p>';
      script.parentElement!.appendChild(list);
    });
    expect(screen.queryByRole('button', { name: /the reviews/ })).toBeNull();
  });
});
