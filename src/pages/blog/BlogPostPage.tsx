import { Link } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ContentSections } from '@/components/ui/ContentSections';
import { CtaBand } from '@/components/ui/CtaBand';
import { FaqList } from '@/components/ui/FaqList';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { prices } from '@/content/price-text';
import type { BlogPost } from '@/content/types';
import { blogPostingJsonLd, breadcrumbJsonLd, faqJsonLd } from '@/features/seo/jsonld';
import { PageHead } from '@/features/seo/PageHead';
import { formatLongDate } from '@/lib/format';

const relatedServices = [
  { to: '/services/weekly-scooping-waco', label: `Weekly scooping, from ${prices.weekly}/week` },
  { to: '/services/one-time-cleanup-waco', label: `One-time yard reset, from ${prices.oneTime}` },
  { to: '/services/eco-deodorizing-waco', label: 'Eco-friendly deodorizing' },
  { to: '/commercial-services', label: 'Apartments, HOAs and businesses' },
];

export default function BlogPostPage({ post }: { post: BlogPost }) {
  const path = `/blog/${post.slug}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: post.title, path },
  ];
  const jsonLd = [
    blogPostingJsonLd({ ...post, path }),
    breadcrumbJsonLd(crumbs),
    ...(post.faqs?.length ? [faqJsonLd(post.faqs)] : []),
  ];

  return (
    <>
      <PageHead title={post.title} description={post.description} jsonLd={jsonLd} ogType="article" />
      <Breadcrumbs items={crumbs} />
      <article className="container-page py-10">
        <header className="max-w-3xl">
          <p className="text-sm text-slate-600">
            Published <time dateTime={post.published}>{formatLongDate(post.published)}</time>
            {post.updated && (
              <>
                {' · '}Updated <time dateTime={post.updated}>{formatLongDate(post.updated)}</time>
              </>
            )}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold text-balance text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{post.intro}</p>
        </header>
        <ContentSections sections={post.sections} />
        {post.faqs && post.faqs.length > 0 && (
          <section aria-labelledby="post-faq-title" className="mt-12 max-w-3xl">
            <h2 id="post-faq-title" className="mb-6 text-2xl font-bold text-slate-900">
              Frequently asked questions
            </h2>
            <FaqList faqs={post.faqs} />
          </section>
        )}
        <aside aria-labelledby="post-related-title" className="mt-12 max-w-3xl rounded-2xl bg-brand-50 p-6">
          <h2 id="post-related-title" className="text-xl font-bold text-slate-900">
            Let us handle the yard
          </h2>
          <ul className="mt-4 grid gap-1 sm:grid-cols-2">
            {relatedServices.map((service) => (
              <li key={service.to}>
                <Link
                  to={service.to}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {service.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-5">
            <PrimaryActions />
          </div>
        </aside>
        <p className="mt-10">
          <Link to="/blog" className="font-semibold text-brand-800 underline underline-offset-4">
            ← All blog posts
          </Link>
        </p>
      </article>
      <CtaBand />
    </>
  );
}
