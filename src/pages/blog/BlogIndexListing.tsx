import { useMemo } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { SearchFieldRow } from '@/components/ui/SearchFieldRow';
import type { BlogPostSummary } from '@/content/types';
import { formatLongDate } from '@/lib/format';
import { Link, useNavigation } from '@/lib/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { useLazyModule } from '@/lib/use-lazy-module';
import { blogIndexPath } from './blog-index-paths';

const loadPosts = () => import('./posts');

/** The posts matching a query, once their full text (a chunk of its own, loaded for a search only) is here. */
function usePostSearch(query: string): { matches: BlogPostSummary[] | undefined; failed: boolean } {
  const { module, failed } = useLazyModule(loadPosts, query);
  const matches = useMemo(() => (module && query ? module.matchingPosts(query) : undefined), [module, query]);
  return { matches, failed };
}

export interface BlogIndexListingProps {
  /** This page's posts, newest first. */
  posts: readonly BlogPostSummary[];
  page: number;
  pageCount: number;
}

/**
 * The blog index's list of posts, its page links and its search over every post's text (`?q=`, which the form
 * sends as a new page load). An island: the rest of the index page stays its prerendered HTML.
 */
export function BlogIndexListing({ posts, page, pageCount }: BlogIndexListingProps) {
  const { search } = useNavigation();
  const hydrated = useHydrated();
  // The prerendered page lists this page's posts; the query only applies once the browser has taken over.
  const query = hydrated ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
  // A search covers every post, whichever page of the index it starts from.
  const { matches, failed } = usePostSearch(query);
  const shown = matches ?? posts;

  return (
    <div className="container-page py-12">
      <form method="get" action="/blog" role="search" className="flex max-w-xl flex-wrap items-end gap-3">
        <SearchFieldRow
          inputId="blog-search"
          label="Search the blog"
          submitLabel="Search"
          fieldClassName="min-w-0 flex-1"
        >
          <input
            // Remount when the query becomes known, so the box shows it without a controlled state.
            key={query}
            id="blog-search"
            name="q"
            type="search"
            defaultValue={query}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base"
          />
        </SearchFieldRow>
      </form>
      <div role="status" className="mt-6 text-slate-700">
        {query && !matches && !failed && <p>Searching the blog for “{query}”…</p>}
        {query && failed && <p>The search could not load. Check your connection and search again.</p>}
        {matches &&
          (shown.length > 0 ? (
            <p>
              {shown.length} {shown.length === 1 ? 'post matches' : 'posts match'} “{query}”.{' '}
              <Link to="/blog" className="font-semibold text-brand-800 underline underline-offset-2">
                Show all posts
              </Link>
            </p>
          ) : (
            <p>
              No posts match “{query}”. Try another word, or{' '}
              <Link to="/blog" className="font-semibold text-brand-800 underline underline-offset-2">
                show all posts
              </Link>
              .
            </p>
          ))}
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label="Blog posts">
        {shown.map((post) => (
          <li key={post.slug}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6">
              <p className="text-sm text-slate-600">
                <time dateTime={post.published}>{formatLongDate(post.published)}</time>
              </p>
              <h2 className="mt-2 text-xl font-bold text-slate-900">
                <Link to={`/blog/${post.slug}`} className="hover:text-brand-800 hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 text-slate-700">{post.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-900">
                    {tag}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      {!matches && pageCount > 1 && (
        <nav
          aria-label="Blog pages"
          className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-6 text-center sm:flex-row sm:items-center sm:justify-between"
        >
          {page > 1 ? (
            <Link to={blogIndexPath(page - 1)} className="btn btn-outline">
              <ArrowLeft aria-hidden="true" className="size-5" />
              Newer posts
            </Link>
          ) : (
            <span className="hidden sm:block" />
          )}
          <p className="text-slate-700">
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <Link to={blogIndexPath(page + 1)} className="btn btn-outline">
              Older posts
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <span className="hidden sm:block" />
          )}
        </nav>
      )}
    </div>
  );
}
