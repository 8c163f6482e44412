import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { CheckList } from '@/components/sections/CheckList';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { prices } from '@/content/price-text';
import { hero } from '@/content/home';
import { QuoteSection } from './QuoteSection';

/** The top of the home page: the page's <h1>, the owners' intro, trust bullets, actions and the quote card. */
export function HomeHero({ quoteForm }: { quoteForm?: ReactNode }) {
  return (
    <section className="relative bg-brand-900 text-white" aria-labelledby="home-title">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_26rem] lg:items-start">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">{hero.lead}</p>
          <PrimaryActions tone="dark" className="mt-6">
            <Link to="/refer-friend" className="btn btn-ghost-light">
              Refer and Save {prices.referral}
            </Link>
          </PrimaryActions>
          <p className="mt-8 max-w-2xl text-brand-50">{hero.ownersIntro}</p>
          <CheckList
            items={hero.trustBullets}
            tone="dark"
            label="Why customers trust us"
            className="mt-6 grid gap-3 sm:grid-cols-2"
            itemClassName="font-medium"
          />
        </div>
        <QuoteSection>{quoteForm}</QuoteSection>
      </div>
      <div className="flex justify-center pb-6">
        <a
          href="#services-section"
          className="inline-flex size-12 items-center justify-center rounded-full border-2 border-white/70 text-white hover:bg-white/10 motion-safe:animate-bounce"
        >
          <ArrowDown aria-hidden="true" className="size-6" />
          <span className="sr-only">Scroll down to our services</span>
        </a>
      </div>
    </section>
  );
}
