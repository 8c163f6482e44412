import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoiCalculator } from './RoiCalculator';

/** Radix measures the thumb with ResizeObserver, which jsdom lacks; the size only nudges the thumb's position. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
const bookingHref = () => screen.getByRole('link', { name: /Get My Custom Quote/ }).getAttribute('href');

describe('RoiCalculator', () => {
  it('shows the default estimate, says it is an estimate of the value of time, and links to the booking form', () => {
    render(<RoiCalculator />);

    expect(screen.getByTestId('roi-net')).toHaveTextContent('$585');
    expect(figure('Hours you get back per year')).toBe('65 hours');
    expect(figure('Value of that time')).toBe('$1,625');
    expect(figure('A year of weekly service')).toBe('$1,040$20/week × 52');
    expect(figure('Return on investment')).toBe('56%');
    expect(
      screen.getByText(/Estimate only: this is the value of your own time, not our price/),
    ).toHaveTextContent('$20 for 1 dog, $30 for 2 dogs, $45 for 3 or more dogs');
    expect(screen.getByText(/Estimate only/)).toHaveTextContent('example weekly costs, not our price list:');

    const quote = screen.getByRole('link', { name: /Get My Custom Quote/ });
    expect(quote).toHaveAttribute('target', '_blank');
    expect(new URL(quote.getAttribute('href')!).searchParams.get('dogs')).toBe('1');
  });

  it('renders the same markup on the server and on the first client render (hydrates without mismatch)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const serverHtml = renderToString(<RoiCalculator />);
    expect(serverHtml).toContain('$585');
    expect(serverHtml).not.toContain('role="slider"');

    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <RoiCalculator />, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    // After hydration the interactive sliders take over, at the same values.
    expect(await within(container).findAllByRole('slider')).toHaveLength(3);
    expect(within(container).getByTestId('roi-net')).toHaveTextContent('$585');
    act(() => root.unmount());
    container.remove();
  });

  it('updates the figures as the sliders are moved with the keyboard', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);

    const dogs = await screen.findByRole('slider', { name: 'Number of dogs' });
    expect(dogs).toHaveAttribute('aria-valuetext', '1 dog');
    act(() => dogs.focus());
    await user.keyboard('{ArrowRight}');

    // 2 dogs, 3,000 sq ft, $25/h: (1 + 0.75) * 52 = 91 h, $2,275 of time, $30 * 52 = $1,560 of service.
    expect(dogs).toHaveAttribute('aria-valuenow', '2');
    expect(dogs).toHaveAttribute('aria-valuetext', '2 dogs');
    expect(figure('Hours you get back per year')).toBe('91 hours');
    expect(figure('Value of that time')).toBe('$2,275');
    expect(screen.getByTestId('roi-net')).toHaveTextContent('$715');
    expect(figure('Return on investment')).toBe('46%');
    expect(new URL(bookingHref()!).searchParams.get('dogs')).toBe('2');

    const yard = screen.getByRole('slider', { name: 'Yard size' });
    act(() => yard.focus());
    await user.keyboard('{End}');
    expect(yard).toHaveAttribute('aria-valuetext', '10,000 sq ft');

    const rate = screen.getByRole('slider', { name: 'Your time is worth' });
    act(() => rate.focus());
    await user.keyboard('{ArrowRight}');
    expect(rate).toHaveAttribute('aria-valuetext', '$30 per hour');

    // (1 + 2.5) * 52 = 182 h; 182 * 30 = $5,460; minus $1,560 = $3,900; 250 %.
    expect(figure('Hours you get back per year')).toBe('182 hours');
    expect(screen.getByTestId('roi-net')).toHaveTextContent('$3,900');
    expect(figure('Return on investment')).toBe('250%');
  });

  it('says so when the service costs more than the time it saves', async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);

    const yard = await screen.findByRole('slider', { name: 'Yard size' });
    act(() => yard.focus());
    await user.keyboard('{Home}');
    const rate = screen.getByRole('slider', { name: 'Your time is worth' });
    act(() => rate.focus());
    await user.keyboard('{Home}');

    expect(screen.getByTestId('roi-net')).toHaveTextContent('-$650');
    expect(screen.getByText(/costs more than the estimated value of the time it saves/)).toBeInTheDocument();
  });

  it('keeps the preview at the defaults where ResizeObserver (needed by the slider) is missing', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { container } = render(<RoiCalculator />);

    await act(async () => {});
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    expect(container.querySelectorAll('[data-slider-preview]')).toHaveLength(3);
    expect(screen.getByTestId('roi-net')).toHaveTextContent('$585');
  });

  it('loads the interactive sliders only when the calculator nears the viewport', async () => {
    const observers: Array<{ callback: ObserverCallback; options?: IntersectionObserverInit }> = [];
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
    const { container } = render(<RoiCalculator />);

    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    expect(container.querySelectorAll('[data-slider-preview]')).toHaveLength(3);

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(await screen.findAllByRole('slider')).toHaveLength(3);
    expect(container.querySelectorAll('[data-slider-preview]')).toHaveLength(0);
  });
});
