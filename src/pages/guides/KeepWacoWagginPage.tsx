import { Link } from 'react-router-dom';
import PawPrint from 'lucide-react/icons/paw-print';
import { CardGrid } from '@/components/sections/CardGrid';
import { Panel } from '@/components/sections/Panel';
import { ContentSections } from '@/components/ui/ContentSections';
import { keepWacoWaggin as page } from '@/content/guides';
import { StaticPage } from '../StaticPage';

const pledge = page.pledge.map((item) => ({ ...item, icon: PawPrint }));

export default function KeepWacoWagginPage() {
  return (
    <StaticPage page={page} eyebrow="Community pledge">
      <div className="container-page py-12">
        <Panel titleId="pledge-title" title="The pledge" size="xl">
          <p className="mt-3 max-w-2xl text-lg text-slate-700">As a dog owner in Central Texas, I will:</p>
          <CardGrid
            cards={pledge}
            ordered
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            look="outlined"
            iconClassName="size-7 text-brand-700"
          />
        </Panel>
        <ContentSections sections={page.why} />
        <Panel titleId="pledge-next-title" title="Keep it going" className="mt-12 max-w-3xl">
          <p className="mt-3 leading-relaxed text-slate-700">
            Read our{' '}
            <Link to="/pet-care-guide" className="font-semibold text-brand-800 underline underline-offset-2">
              guide to dog waste and yard health
            </Link>{' '}
            for the why and how, and if the yard at home is the part that never gets done, we can take it off
            your list.
          </p>
        </Panel>
      </div>
    </StaticPage>
  );
}
