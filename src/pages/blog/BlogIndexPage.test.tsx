import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { createHead as createClientHead, UnheadProvider as ClientHeadProvider } from '@unhead/react/client';
import { createHead as createServerHead, UnheadProvider as ServerHeadProvider } from '@unhead/react/server';
import { describe, expect, it, vi } from 'vitest';
import BlogIndexPage from './BlogIndexPage';
import { posts, summaryOf } from './posts';

// The page gets the summaries as its page data (src/app/page-data.ts) and loads the full posts for a search only.
const routes = [
  {
    element: (
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    ),
    children: [
      { path: '/blog', element: <BlogIndexPage posts={posts.map(summaryOf)} /> },
      // The middle page of three, holding only the newest post (the page data decides what each page holds).
      {
        path: '/blog/page/2',
        element: <BlogIndexPage posts={[summaryOf(posts[0]!)]} page={2} pageCount={3} />,
      },
    ],
  },
];
const fertilizerPost = posts.find((p) => p.slug === 'is-dog-poop-good-fertilizer')!;

function renderBlog(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ClientHeadProvider head={createClientHead()}>
      <RouterProvider router={router} />
    </ClientHeadProvider>,
  );
  return router;
}

const listedTitles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('BlogIndexPage', () => {
  it('lists every post, newest first', () => {
    renderBlog('/blog');
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(listedTitles()).toEqual(posts.map((p) => p.title));
    const dates = posts.map((p) => p.published);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has no page links when every post fits on one page', () => {
    renderBlog('/blog');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('links a page of the index to its newer and older neighbours, with a title and description of its own', async () => {
    renderBlog('/blog/page/2');
    expect(listedTitles()).toEqual([posts[0]!.title]);
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/page/3');
    expect(pages).toHaveTextContent('Page 2 of 3');
    await waitFor(() => expect(document.title).toContain('Blog, page 2: Dog Waste, Yard Care & Pet Tips'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Page 2 of 3 of the'),
    );
  });

  it('searches every post from any page of the index, without its page links', async () => {
    renderBlog('/blog/page/2?q=Compost');
    await waitFor(() => expect(listedTitles()).toEqual([fertilizerPost.title]));
    expect(fertilizerPost.slug).not.toBe(posts[0]!.slug);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it("filters by ?q= on the client, once the posts' text has loaded", async () => {
    renderBlog('/blog?q=Compost');
    expect(screen.getByRole('status')).toHaveTextContent('Searching the blog for “Compost”…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 post matches “Compost”'));
    expect(listedTitles()).toEqual([fertilizerPost.title]);
    expect(screen.getByLabelText('Search the blog')).toHaveValue('Compost');
  });

  it('says so when no post matches', async () => {
    renderBlog('/blog?q=zebra%20unicorn');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No posts match “zebra unicorn”'),
    );
    expect(screen.queryByRole('list', { name: 'Blog posts' })?.children.length ?? 0).toBe(0);
  });

  it('searches through a plain form (GET /blog, input q): the browser loads the results as a page', () => {
    renderBlog('/blog/page/2');
    const input = screen.getByLabelText('Search the blog');
    expect(input).toHaveAttribute('name', 'q');
    const form = input.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/blog');
    expect(within(form!).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('filters by a query that arrives as a client-side navigation too', async () => {
    const router = renderBlog('/blog');
    await act(() => router.navigate('/blog?q=checklist'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('matches “checklist”'));
    expect(listedTitles()).toEqual(posts.filter((p) => /checklist/i.test(p.title)).map((p) => p.title));
  });

  it('prerenders every post whatever the query, hydrates without mismatch, then filters', async () => {
    const url = '/blog?q=compost';
    const html = renderToString(
      <ServerHeadProvider value={createServerHead()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
      </ServerHeadProvider>,
    );
    for (const post of posts) expect(html).toContain(post.title.replace(/'/g, '&#x27;'));

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ClientHeadProvider head={createClientHead()}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
        </ClientHeadProvider>,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    const list = within(container).getByRole('list', { name: 'Blog posts' });
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    await waitFor(() => expect(titles()).toEqual([fertilizerPost.title]));
    act(() => root.unmount());
    container.remove();
  });
});
