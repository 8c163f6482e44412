import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { createHead, UnheadProvider } from '@unhead/react/client';
import {
  createHead as createServerHead,
  transformHtmlTemplate,
  UnheadProvider as ServerHeadProvider,
} from '@unhead/react/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@/content/types';
import HomePage from '../home/HomePage';
import AboutPage from './AboutPage';
import GalleryPage from './GalleryPage';
import TestimonialsPage from './TestimonialsPage';
import DirectorySubmissionPage from './DirectorySubmissionPage';
import FaqPage from '../faq/FaqPage';
import ReferFriendPage from '../referral/ReferFriendPage';
import ReferralLandingPage from '../referral/ReferralLandingPage';
import StorePage from '../store/StorePage';
import ContactPage from '../contact/ContactPage';
import ClientHubPage from '../account/ClientHubPage';
import AuthPage from '../account/AuthPage';
import DashboardPage from '../account/DashboardPage';
import AdminPage from '../account/AdminPage';
import PetPerksPage from '../perks/PetPerksPage';
import PrivacyPage from '../legal/PrivacyPage';
import PetCareGuidePage from '../guides/PetCareGuidePage';
import KeepWacoWagginPage from '../guides/KeepWacoWagginPage';
import EmailAutomationPage from '../guides/EmailAutomationPage';
import { AppProviders } from '@tests/support/app-providers';
import BlogIndexPage from '../blog/BlogIndexPage';
import { posts, summaryOf } from '../blog/posts';

const BlogIndexWithPosts = () => <BlogIndexPage posts={posts.map(summaryOf)} />;

interface PageCase {
  path: string;
  Page: ComponentType;
  noindex?: boolean;
  /** Where another part adds its form or widget later. */
  places?: string[];
}

const pages: PageCase[] = [
  { path: '/', Page: HomePage, places: ['quote', 'reviews', 'savings-calculator'] },
  { path: '/about', Page: AboutPage },
  { path: '/gallery', Page: GalleryPage },
  { path: '/testimonials', Page: TestimonialsPage },
  { path: '/directory-submission', Page: DirectorySubmissionPage },
  { path: '/faq', Page: FaqPage },
  { path: '/blog', Page: BlogIndexWithPosts },
  { path: '/refer-friend', Page: ReferFriendPage, places: ['refer-form'] },
  { path: '/ref/FRIEND1', Page: ReferralLandingPage, noindex: true },
  { path: '/store', Page: StorePage },
  { path: '/contact', Page: ContactPage, places: ['contact-form'] },
  { path: '/clienthub', Page: ClientHubPage, noindex: true },
  { path: '/pet-perks', Page: PetPerksPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/pet-care-guide', Page: PetCareGuidePage, places: ['guide-signup'] },
  { path: '/keep-waco-waggin', Page: KeepWacoWagginPage },
  { path: '/email-automation', Page: EmailAutomationPage, places: ['newsletter-signup'] },
  { path: '/auth', Page: AuthPage, noindex: true },
];

function renderPage({ path, Page }: PageCase) {
  const router = createMemoryRouter(
    [
      {
        path: path.startsWith('/ref/') ? '/ref/:code?' : path,
        element: (
          <RouterNavigation>
            <Page />
          </RouterNavigation>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  return render(
    <UnheadProvider head={createHead()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </UnheadProvider>,
  );
}

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

// The client hub page leaves for the hub on mount; keep jsdom where it is.
vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  document.head.innerHTML = '';
});

const seen = { titles: new Set<string>(), descriptions: new Set<string>() };

describe.each(pages)('$path', (page) => {
  it('has one h1, its own title and description, the right robots tag and its form places', async () => {
    const { container } = renderPage(page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await waitFor(() => expect(meta('description')).toBeTruthy());
    const description = meta('description')!;
    expect(description.length).toBeGreaterThanOrEqual(110);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(seen.descriptions.has(description)).toBe(false);
    seen.descriptions.add(description);
    expect(seen.titles.has(document.title)).toBe(false);
    seen.titles.add(document.title);

    expect(meta('robots')).toBe(page.noindex ? 'noindex, nofollow' : 'index, follow');
    for (const id of page.places ?? []) {
      const place = container.querySelector(`#${id}`);
      expect(place, `#${id}`).not.toBeNull();
      expect(place!.querySelector('h2')?.textContent).toBeTruthy();
    }
    expect(container.textContent).not.toMatch(/lorem ipsum|coming soon|TODO/i);
  });
});

describe.each([
  { path: '/dashboard', Page: DashboardPage, h1: 'Your Dashboard' },
  { path: '/admin', Page: AdminPage, h1: 'Admin' },
])('the prerendered $path shell', ({ path, Page, h1 }) => {
  it('has its one h1, its own title, and is kept out of search results (its content is the browser’s)', async () => {
    const head = createServerHead();
    const body = renderToString(
      <ServerHeadProvider value={head}>
        <AppProviders>
          <RouterProvider
            router={createMemoryRouter(
              [
                {
                  path,
                  element: (
                    <RouterNavigation>
                      <Page />
                    </RouterNavigation>
                  ),
                },
              ],
              { initialEntries: [path] },
            )}
          />
        </AppProviders>
      </ServerHeadProvider>,
    );
    const html = await transformHtmlTemplate(head, `<html><head></head><body>${body}</body></html>`);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('h1')].map((el) => el.textContent)).toEqual([h1]);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.title).toContain(h1 === 'Admin' ? 'Admin' : 'Dashboard');
  });
});

describe('ReferralLandingPage', () => {
  it('prerenders the same markup whatever the code', () => {
    const html = (code: string) =>
      renderToString(
        <ServerHeadProvider value={createServerHead()}>
          <RouterProvider
            router={createMemoryRouter(
              [
                {
                  path: '/ref/:code?',
                  element: (
                    <RouterNavigation>
                      <ReferralLandingPage />
                    </RouterNavigation>
                  ),
                },
              ],
              {
                initialEntries: [`/ref/${code}`],
              },
            )}
          />
        </ServerHeadProvider>,
      );
    expect(html('ABC123')).toBe(html('zz-other'));
    expect(html('ABC123')).toBe(html(''));
  });
});

describe('blog posts', () => {
  const files = import.meta.glob<BlogPost>('../../content/blog/*.ts', { eager: true, import: 'default' });

  it.each(Object.entries(files))('%s: slug matches the file name and dates are valid', (file, post) => {
    expect(file.endsWith(`/${post.slug}.ts`)).toBe(true);
    expect(post.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(post.published))).toBe(false);
    expect(post.description.length).toBeLessThanOrEqual(170);
    expect(post.sections.length).toBeGreaterThan(0);
  });
});
