import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { breadcrumbJsonLd, type JsonLd } from '@/features/seo/jsonld';
import { PageHead } from '@/features/seo/PageHead';

/** What a page says about itself: its title and description for search results, its <h1> and its lead. */
export interface PageCopy {
  title: string;
  description: string;
  h1: string;
  lead: ReactNode;
}

interface StaticPageProps {
  page: PageCopy;
  eyebrow: string;
  /** Structured data for what the page shows (FAQ, HowTo, Service...). */
  jsonLd?: JsonLd[];
  /** The trail shown above the hero, also given to search engines after the page's own structured data. */
  crumbs?: readonly Crumb[];
  noindex?: boolean;
  /** Replaces the hero's free-quote and call buttons. */
  heroActions?: ReactNode;
  children: ReactNode;
}

/** The frame of a page of the site's own (about, services, guides, store): its head, its hero, the closing band. */
export function StaticPage({
  page,
  eyebrow,
  jsonLd = [],
  crumbs,
  noindex,
  heroActions,
  children,
}: StaticPageProps) {
  return (
    <>
      <PageHead
        title={page.title}
        description={page.description}
        jsonLd={crumbs ? [...jsonLd, breadcrumbJsonLd(crumbs)] : jsonLd}
        noindex={noindex}
      />
      {crumbs && <Breadcrumbs items={crumbs} />}
      <PageHero eyebrow={eyebrow} title={page.h1} lead={page.lead} actions={heroActions} />
      {children}
      <CtaBand />
    </>
  );
}
