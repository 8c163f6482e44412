import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filledHoneypot, HONEYPOT_FIELD } from '@shared/lead-rules';
import { HoneypotField } from './HoneypotField';

function renderInForm() {
  render(
    <form aria-label="Test form">
      <label htmlFor="email">Email</label>
      <input id="email" name="email" />
      <HoneypotField />
      <button type="submit">Send</button>
    </form>,
  );
  return screen.getByLabelText('Leave this field empty');
}

describe('HoneypotField', () => {
  it('is the field the edge functions treat as the honeypot', () => {
    expect(renderInForm()).toHaveAttribute('name', HONEYPOT_FIELD);
  });

  it('is a plain text input that bots see: off-screen, not display:none, and no autofill', () => {
    const input = renderInForm();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'off');
    const container = input.parentElement!;
    expect(container).toHaveStyle({ position: 'absolute', left: '-10000px', overflow: 'hidden' });
    for (let el: HTMLElement | null = input; el; el = el.parentElement) {
      expect(getComputedStyle(el).display).not.toBe('none');
      expect(getComputedStyle(el).visibility).not.toBe('hidden');
    }
  });

  it('is hidden from assistive tech and never reached with the keyboard', async () => {
    const user = userEvent.setup();
    const input = renderInForm();
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);

    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('starts with what a replaced form held', () => {
    render(<HoneypotField defaultValue="https://spam.example" />);
    expect(screen.getByLabelText('Leave this field empty')).toHaveValue('https://spam.example');
  });
});

describe('filledHoneypot', () => {
  it('is undefined for an empty or blank field (a person), else the trimmed value', () => {
    expect(filledHoneypot(undefined)).toBeUndefined();
    expect(filledHoneypot(null)).toBeUndefined();
    expect(filledHoneypot('')).toBeUndefined();
    expect(filledHoneypot('   ')).toBeUndefined();
    expect(filledHoneypot(' https://spam.example ')).toBe('https://spam.example');
  });
});
