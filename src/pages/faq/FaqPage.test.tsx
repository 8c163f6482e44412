import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { describe, expect, it } from 'vitest';
import { faqGroups } from '@/content/faqs';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  it('marks up exactly the questions it shows, grouped by topic', async () => {
    document.head.innerHTML = '';
    const router = createMemoryRouter([{ path: '/faq', element: <FaqPage /> }], { initialEntries: ['/faq'] });
    render(
      <UnheadProvider head={createHead()}>
        <RouterProvider router={router} />
      </UnheadProvider>,
    );

    const groups = screen.getByTestId('faq-groups');
    const shown = within(groups)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(shown.length).toBeLessThanOrEqual(20);
    expect(
      within(groups)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(faqGroups.map((g) => g.title));

    let questions: string[] = [];
    await waitFor(() => {
      const faq = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? '{}'))
        .find((ld) => ld['@type'] === 'FAQPage');
      expect(faq).toBeDefined();
      questions = faq.mainEntity.map((q: { name: string }) => q.name);
    });
    expect(questions).toHaveLength(shown.length);
    expect(questions).toEqual(shown);
  });
});
