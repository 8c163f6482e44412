import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHead as createClientHead, UnheadProvider as ClientHeadProvider } from '@unhead/react/client';
import { createHead as createServerHead, UnheadProvider as ServerHeadProvider } from '@unhead/react/server';
import { describe, expect, it, vi } from 'vitest';
import BlogIndexPage from './BlogIndexPage';
import { posts } from './posts';

const routes = [{ path: '/blog', element: <BlogIndexPage /> }];
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

  it('filters by ?q= on the client', () => {
    renderBlog('/blog?q=Compost');
    expect(listedTitles()).toEqual([fertilizerPost.title]);
    expect(screen.getByRole('status')).toHaveTextContent('1 post matches “Compost”');
    expect(screen.getByLabelText('Search the blog')).toHaveValue('Compost');
  });

  it('says so when no post matches', () => {
    renderBlog('/blog?q=zebra%20unicorn');
    expect(screen.queryByRole('list', { name: 'Blog posts' })?.children.length ?? 0).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('No posts match “zebra unicorn”');
  });

  it('searches through the form (GET, input q)', async () => {
    const user = userEvent.setup();
    const router = renderBlog('/blog');
    const input = screen.getByLabelText('Search the blog');
    expect(input).toHaveAttribute('name', 'q');
    expect(input.closest('form')).toHaveAttribute('method', 'get');
    await user.type(input, 'checklist');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=checklist');
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
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([fertilizerPost.title]);
    act(() => root.unmount());
    container.remove();
  });
});
