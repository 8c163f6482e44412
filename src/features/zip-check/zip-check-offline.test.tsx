import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZipCheck } from './ZipCheck';

// The chunk cannot fail to load here on its own: stand in for a visitor who went offline before reaching the form.
vi.mock('./zip-index', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the ZIP check without its list of ZIP codes', () => {
  it('says the list could not load and points to the ZIP table, and still asks for 5 digits', async () => {
    const user = userEvent.setup();
    render(<ZipCheck />);
    const input = screen.getByRole('textbox', { name: 'Your ZIP code' });

    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enter the 5 digits of your ZIP code.');

    await user.clear(input);
    await user.type(input, '76643');
    expect(await screen.findByText(/Our list of ZIP codes could not load/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ZIP code table on Service Areas' })).toHaveAttribute(
      'href',
      '/service-areas#zip-codes',
    );
  });
});
