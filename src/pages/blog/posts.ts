import type { BlogPost, BlogPostSummary } from '@/content/types';
import { blogIndexPath, POSTS_PER_INDEX_PAGE } from './blog-index-paths';

const modules = import.meta.glob<BlogPost>('../../content/blog/*.ts', { eager: true, import: 'default' });

/**
 * Every blog post in full, newest first (ISO dates sort as plain strings: no collator to load, see lib/format).
 * The blog index gets its pages' summaries as page data and loads this module only for a search, so its first
 * load does not grow with the posts' text.
 */
export const posts: readonly BlogPost[] = Object.values(modules).sort((a, b) =>
  a.published === b.published ? 0 : a.published < b.published ? 1 : -1,
);

const searchText = (post: BlogPost) =>
  [
    post.title,
    post.description,
    post.intro,
    ...post.tags,
    ...post.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
    ...(post.faqs ?? []).flatMap((f) => [f.question, f.answer]),
  ]
    .join(' ')
    .toLowerCase();

export const summaryOf = ({ slug, title, description, published, tags }: BlogPost): BlogPostSummary => ({
  slug,
  title,
  description,
  published,
  tags,
});

/** The posts containing every word of the query (case-insensitive), newest first; every post for an empty one. */
export function matchingPosts(query: string): BlogPostSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => words.every((word) => searchText(post).includes(word))).map(summaryOf);
}

/** One page of the blog index, as its page data gives it to the template. */
export interface BlogIndexPageData {
  path: string;
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
}

/** The blog index's pages, newest posts first. */
export function blogIndexPages(
  all: readonly BlogPost[],
  perPage = POSTS_PER_INDEX_PAGE,
): BlogIndexPageData[] {
  const pageCount = Math.max(1, Math.ceil(all.length / perPage));
  return Array.from({ length: pageCount }, (_, i) => ({
    path: blogIndexPath(i + 1),
    posts: all.slice(i * perPage, (i + 1) * perPage).map(summaryOf),
    page: i + 1,
    pageCount,
  }));
}
