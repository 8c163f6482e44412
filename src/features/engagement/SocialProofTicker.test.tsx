import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_ACTIVITY } from '@/content/social-proof';
import { SocialProofTicker, TICKER_INTERVAL_MS } from './SocialProofTicker';
import { REDUCED_MOTION_QUERY, WIDE_SCREEN_QUERY } from './viewport';
import { installMatchMedia } from '@tests/support/viewport';

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  vi.useFakeTimers();
  media = installMatchMedia({ [WIDE_SCREEN_QUERY]: true, [REDUCED_MOTION_QUERY]: false });
});
afterEach(() => {
  // Unmount while the stubbed globals still exist (this hook runs before the setup file's cleanup).
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const entry = () => screen.getByTestId('ticker-entry');
const tick = () => act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS));

describe('SocialProofTicker', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<SocialProofTicker />)).toBe('');
  });

  it('is labelled as examples and holds the five sample activities, with no names', () => {
    expect(SAMPLE_ACTIVITY).toHaveLength(5);
    const activities = [
      'booked weekly service',
      '5-star review',
      'referred a friend',
      'renewed',
      'one-time cleanup',
    ];
    activities.forEach((activity, i) => expect(SAMPLE_ACTIVITY[i]).toContain(activity));
    // Every entry speaks of "a family / owner / customer / household" in a served town, never of a person by name.
    SAMPLE_ACTIVITY.forEach((text) =>
      expect(text).toMatch(/^A [A-Z][a-z]+ (family|dog owner|customer|household) /),
    );

    render(<SocialProofTicker />);
    expect(screen.getByRole('complementary', { name: 'Recent activity (examples)' })).toBeInTheDocument();
    expect(screen.getByText('Recent activity (examples)')).toBeVisible();
  });

  it('rotates every 4 seconds through the five entries and starts over', () => {
    render(<SocialProofTicker />);
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[0]);

    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS - 1));
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[1]);

    tick();
    tick();
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[4]);
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[0]);
  });

  it('announces nothing when it rotates', () => {
    render(<SocialProofTicker />);
    expect(entry()).toHaveAttribute('aria-live', 'off');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be paused with its button, and pauses while hovered or focused', () => {
    render(<SocialProofTicker />);
    const pause = screen.getByRole('button', { name: 'Pause activity examples' });

    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    tick();
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[0]);
    fireEvent.click(pause);
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[1]);

    const ticker = screen.getByRole('complementary');
    fireEvent.mouseEnter(ticker);
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[1]);
    fireEvent.mouseLeave(ticker);
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[2]);

    act(() => pause.focus());
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[2]);
    act(() => pause.blur());
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[3]);
  });

  it('can be hidden', () => {
    render(<SocialProofTicker />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide activity examples' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('fades entries in, except for visitors who prefer reduced motion', () => {
    const { unmount } = render(<SocialProofTicker />);
    expect(entry().className).toContain('transition-opacity');
    unmount();

    media.set(REDUCED_MOTION_QUERY, true);
    render(<SocialProofTicker />);
    expect(entry()).not.toHaveAttribute('class');
    tick();
    expect(entry()).toHaveTextContent(SAMPLE_ACTIVITY[1]);
    expect(entry()).not.toHaveAttribute('class');
  });

  it('is not shown under 768 px, where the help card and the mobile CTA use the corner', () => {
    media.set(WIDE_SCREEN_QUERY, false);
    render(<SocialProofTicker />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
