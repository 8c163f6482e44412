import type { BlogPost } from '@/content/types';

const modules = import.meta.glob<BlogPost>('../../content/blog/*.ts', { eager: true, import: 'default' });

/** Every blog post, newest first. ISO dates sort as plain strings (no collator to load, see lib/format). */
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

/** Posts containing every word of the query (case-insensitive); all posts for an empty query. */
export function searchPosts(all: readonly BlogPost[], query: string): readonly BlogPost[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((post) => {
    const text = searchText(post);
    return words.every((word) => text.includes(word));
  });
}
