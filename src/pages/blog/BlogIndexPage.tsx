import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { business } from '@/content/business';
import type { BlogPostSummary } from '@/content/types';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';
import { BlogIndexListing } from './BlogIndexListing';

/** Each page of the index has a title and description of its own. */
function headFor(page: number, pageCount: number) {
  return page === 1
    ? {
        title: 'Blog: Dog Waste, Yard Care & Pet Tips for Waco Pet Owners',
        description: `Practical articles from ${business.name} on dog waste, yard health and seasonal yard care for pet owners in Waco, Hewitt and ${business.county}.`,
      }
    : {
        title: `Blog, page ${page}: Dog Waste, Yard Care & Pet Tips`,
        description: `Page ${page} of ${pageCount} of the ${business.name} blog: older articles on dog waste, yard health and yard care for pet owners in Waco and ${business.county}.`,
      };
}

interface BlogIndexPageProps {
  /** This page's posts, newest first. */
  posts: readonly BlogPostSummary[];
  page?: number;
  pageCount?: number;
}

/** /blog and /blog/page/{n}: a page of post summaries, and a search over every post's text. */
export default function BlogIndexPage({ posts, page = 1, pageCount = 1 }: BlogIndexPageProps) {
  return (
    <>
      <PageHead {...headFor(page, pageCount)} />
      <PageHero
        eyebrow="Blog"
        title="Yard Care and Pet Tips"
        lead="Practical, no-nonsense articles on dog waste, yard health and keeping a Central Texas yard clean, from the people who scoop them every week."
      />
      <Island component={BlogIndexListing} props={{ posts, page, pageCount }} />
      <CtaBand />
    </>
  );
}
