import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/content/types';
import { blogIndexPages, posts } from './posts';

const post = (n: number): BlogPost => ({
  ...posts[0]!,
  slug: `post-${n}`,
  title: `Post ${n}`,
});

describe('blogIndexPages', () => {
  it('splits the posts into pages of a fixed size, in order, with their paths', () => {
    const all = Array.from({ length: 25 }, (_, i) => post(i + 1));
    const pages = blogIndexPages(all, 12);
    expect(pages.map((p) => [p.path, p.page, p.pageCount, p.posts.length])).toEqual([
      ['/blog', 1, 3, 12],
      ['/blog/page/2', 2, 3, 12],
      ['/blog/page/3', 3, 3, 1],
    ]);
    expect(pages.flatMap((p) => p.posts.map((s) => s.slug))).toEqual(all.map((p) => p.slug));
    // Summaries only: the index's data carries no post's text.
    expect(Object.keys(pages[0]!.posts[0]!).sort()).toEqual([
      'description',
      'published',
      'slug',
      'tags',
      'title',
    ]);
  });

  it('always has a first page', () => {
    expect(blogIndexPages([], 12)).toEqual([{ path: '/blog', posts: [], page: 1, pageCount: 1 }]);
  });
});
