import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '@/features/seo/PageHead';

interface AccountShellProps {
  title: string;
  description: string;
  heading: string;
  children: ReactNode;
}

/** The prerendered frame of an account page: kept out of search results, content rendered in the browser. */
export function AccountShell({ title, description, heading, children }: AccountShellProps) {
  return (
    <section className="container-page max-w-3xl py-16" aria-labelledby="account-title">
      <PageHead title={title} description={description} noindex />
      <h1 id="account-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {heading}
      </h1>
      <div className="mt-4 space-y-4 text-lg text-slate-700">{children}</div>
      <nav aria-label="Account help" className="mt-8 flex flex-wrap gap-3">
        <Link to="/clienthub" className="btn btn-primary">
          Go to the client hub
        </Link>
        <Link to="/contact" className="btn btn-outline">
          Contact us
        </Link>
        <Link to="/" className="btn btn-outline">
          Back to home
        </Link>
      </nav>
    </section>
  );
}
