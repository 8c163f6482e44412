import { Link } from 'react-router-dom';
import { useHead } from '@unhead/react';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';
import { MissingPathLog } from './MissingPathLog';

export const NOT_FOUND_TITLE = '404 - Page Not Found';

export function NotFoundPage() {
  // The prerender status marker: crawlers that read rendered HTML learn the status without the header.
  useHead({ meta: [{ name: 'prerender-status-code', content: '404' }] });

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageHead
        title={NOT_FOUND_TITLE}
        exactTitle
        description="The page you're looking for doesn't exist or has been moved."
        noindex
      />
      <Island component={MissingPathLog} props={{}} />
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-lg text-slate-700">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
