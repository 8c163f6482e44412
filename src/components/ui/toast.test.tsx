import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, Toaster, toastOnNextPage } from './toast';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders nothing (and loads no Radix) before the first toast', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[role="region"]')).toBeNull();
  });

  it('shows a toast with its title and description, announced through a live region', async () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Quote request sent!',
        description: "We'll contact you within 2 hours with your free quote.",
      });
    });
    await screen.findByText('Quote request sent!');
    await waitFor(() => {
      const announced = screen.getAllByRole('status').map((el) => el.textContent ?? '');
      expect(announced).toContainEqual(expect.stringContaining('Quote request sent!'));
    });
    const live = screen.getAllByRole('status').find((el) => el.textContent?.includes('Quote request sent!'));
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent("We'll contact you within 2 hours with your free quote.");
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });

  it("shows the toast the previous page left for this one (a sign-in before the dashboard's document), once", async () => {
    // What the page before did just before it went on to this one.
    toastOnNextPage({ title: 'Welcome back!', description: 'You are signed in to your website account.' });
    const { unmount } = render(<Toaster />);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    unmount();
    act(() => dismissToast());
    const { container } = render(<Toaster />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).not.toHaveTextContent('Welcome back!');
  });

  it('keeps at most one toast visible: a new one replaces the current', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
    });
    await screen.findByText('First');
    act(() => {
      toast({ title: 'Second', variant: 'destructive' });
    });
    await screen.findByText('Second');
    expect(screen.queryByText('First')).toBeNull();
    expect(document.querySelectorAll('li[data-variant]')).toHaveLength(1);
    expect(document.querySelector('li[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    // Errors are announced assertively.
    await waitFor(() => {
      const live = screen.getAllByRole('status').find((el) => el.textContent?.includes('Second'));
      expect(live).toHaveAttribute('aria-live', 'assertive');
    });
  });

  it('closes itself after its duration, and from its close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast({ title: 'Referral Code Applied! 🎉', duration: 5000 });
    });
    await screen.findByText('Referral Code Applied! 🎉');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Referral Code Applied! 🎉')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.queryByText('Referral Code Applied! 🎉')).toBeNull());

    act(() => {
      toast({ title: 'Closable' });
    });
    await screen.findByText('Closable');
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    await waitFor(() => expect(screen.queryByText('Closable')).toBeNull());
  });
});
