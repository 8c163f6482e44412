import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { towns } from '@/content/towns';
import { answerFor, ZipCheck } from './ZipCheck';
import { servedZips } from './zip-index';

describe('answerFor', () => {
  it('answers from the towns data: every served ZIP code with the places that list it', () => {
    expect(answerFor('76705', servedZips)).toEqual({
      kind: 'served',
      zip: '76705',
      places: ['Lacy Lakeview', 'Bellmead', 'Hallsburg', 'Northcrest'],
    });
    for (const town of towns)
      for (const zip of town.zips) expect(answerFor(zip, servedZips).kind).toBe('served');
  });

  it('says "not listed" for another 5-digit ZIP code and asks for 5 digits otherwise', () => {
    expect(answerFor('78701', servedZips)).toEqual({ kind: 'not-listed', zip: '78701' });
    expect(answerFor('7670', servedZips)).toEqual({ kind: 'incomplete' });
    expect(answerFor(' 76 643 ', servedZips)).toMatchObject({ kind: 'served', zip: '76643' });
  });
});

describe('ZipCheck', () => {
  it('answers as soon as five digits are in, with a quote link prefilled with the ZIP code', async () => {
    const user = userEvent.setup();
    render(<ZipCheck />);
    const input = screen.getByRole('textbox', { name: 'Your ZIP code' });
    const status = screen.getByRole('status');

    await user.type(input, '7664');
    expect(status).toHaveTextContent('');
    await user.type(input, '3');
    // The ZIP codes load when the field takes focus, not with the page.
    await waitFor(() => expect(status).toHaveTextContent('Yes, we serve 76643 (Hewitt).'));
    expect(screen.getByRole('link', { name: /Get a free quote/ }).getAttribute('href')).toContain(
      'zip=76643',
    );
  });

  it('tells a ZIP code outside the list that it can still ask, and a short entry what is missing', async () => {
    const user = userEvent.setup();
    render(<ZipCheck />);
    const input = screen.getByRole('textbox', { name: 'Your ZIP code' });

    await user.type(input, '78701');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('78701 is not on our list, but ask anyway'),
    );
    expect(screen.getByRole('link', { name: /request a free quote/ }).getAttribute('href')).toContain(
      'zip=78701',
    );

    await user.clear(input);
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enter the 5 digits of your ZIP code.');
  });

  it('renders a plain form before hydration that still leads to the ZIP table', () => {
    render(<ZipCheck />);
    const form = screen.getByRole('form', { name: 'Do you serve my ZIP?' });
    expect(form).toHaveAttribute('action', '/service-areas#zip-codes');
  });
});
