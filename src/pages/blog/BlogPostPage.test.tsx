import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '@/features/seo/jsonld';
import BlogPostPage from './BlogPostPage';
import { posts } from './posts';

describe('BlogPostPage', () => {
  it('renders the article with its UTC date, FAQ and BlogPosting + Breadcrumb JSON-LD', async () => {
    document.head.innerHTML = '';
    const post = posts.find((p) => p.faqs?.length)!;
    const path = `/blog/${post.slug}`;
    const router = createMemoryRouter([{ path, element: <BlogPostPage post={post} /> }], {
      initialEntries: [path],
    });
    render(
      <UnheadProvider head={createHead()}>
        <RouterProvider router={router} />
      </UnheadProvider>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    const time = screen.getAllByText((_, el) => el?.tagName === 'TIME')[0]!;
    expect(time).toHaveAttribute('datetime', post.published);
    const [y, m, d] = post.published.split('-').map(Number);
    expect(time.textContent).toBe(
      new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    for (const faq of post.faqs!) expect(screen.getByText(faq.question)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Weekly scooping/ })).toHaveAttribute(
      'href',
      '/services/weekly-scooping-waco',
    );

    await waitFor(() =>
      expect(document.querySelectorAll('script[type="application/ld+json"]').length).toBe(4),
    );
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    );
    const posting = ld.find((x) => x['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.published,
      url: absoluteUrl(path),
    });
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Blog', post.title]);
    const faq = ld.find((x) => x['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(post.faqs!.length);
  });
});
