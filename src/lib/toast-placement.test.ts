import { describe, expect, it } from 'vitest';
import { chooseToastSide, toastTop, type Box, type ToastRoom } from './toast-placement';

const box = (top: number, bottom: number, left = 0, right = 390): Box => ({ top, bottom, left, right });

/** A phone: 844 px high, the header's bottom at 65 px, a 90 px toast across the width. */
const phone = (room: Partial<ToastRoom>): ToastRoom => ({
  viewportHeight: 844,
  headerBottom: 65,
  toast: box(0, 90, 12, 378),
  ...room,
});

describe('where a toast shows', () => {
  it('under the header by default, or at the bottom', () => {
    expect(chooseToastSide(phone({}))).toBe('top');
    expect(toastTop('top', phone({}))).toBe(73);
    expect(toastTop('bottom', phone({}))).toBe(844 - 8 - 90);
  });

  it('at the bottom when the focused field is under the header (a failed form focuses its first field)', () => {
    const focused = box(90, 134, 24, 366);
    expect(chooseToastSide(phone({ focused, form: box(60, 900) }))).toBe('bottom');
  });

  it('at the top when the focused control is at the bottom, even over more of its form', () => {
    const focused = box(760, 804, 24, 366);
    expect(chooseToastSide(phone({ focused, form: box(100, 820) }))).toBe('top');
  });

  it('over as little of the form as it can when the focus is clear on both sides', () => {
    const focused = box(400, 444, 24, 366);
    expect(chooseToastSide(phone({ focused, form: box(120, 500) }))).toBe('bottom');
    expect(chooseToastSide(phone({ focused, form: box(380, 820) }))).toBe('top');
  });

  it('beside a form on a wide screen, where neither side covers it', () => {
    const desktop = { viewportHeight: 800, headerBottom: 65, toast: box(0, 80, 880, 1264) };
    expect(
      chooseToastSide({ ...desktop, focused: box(120, 160, 100, 600), form: box(100, 400, 80, 620) }),
    ).toBe('top');
  });

  it('stays where it is while that side covers no more than the other, and with no focus goes back to the top', () => {
    expect(chooseToastSide(phone({ current: 'bottom', focused: box(400, 444, 24, 366) }))).toBe('bottom');
    expect(chooseToastSide(phone({ current: 'bottom', focused: box(780, 824, 24, 366) }))).toBe('top');
    expect(chooseToastSide(phone({ current: 'bottom' }))).toBe('top');
  });
});
