import { Link } from 'react-router-dom';
import { BookingLink, ExternalLink } from '@/components/ui/links';
import { perks, petPerksPage, type Perk } from '@/content/perks';
import { StaticPage } from '../StaticPage';

function PerkAction({ target }: { target: Perk['target'] }) {
  const className = 'btn btn-outline mt-5';
  switch (target.kind) {
    case 'internal':
      return (
        <Link to={target.to} className={className}>
          {target.label}
        </Link>
      );
    case 'external':
      return (
        <ExternalLink href={target.href} className={className}>
          {target.label}
        </ExternalLink>
      );
    case 'booking':
      return <BookingLink className={className}>{target.label}</BookingLink>;
  }
}

export default function PetPerksPage() {
  return (
    <StaticPage page={petPerksPage} eyebrow="For our clients">
      <div className="container-page py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {perks.map((perk) => (
            <li
              key={perk.id}
              className="flex flex-col items-start rounded-2xl border border-slate-200 bg-white p-6"
            >
              <p className="rounded-full bg-accent-400 px-3 py-0.5 text-sm font-bold text-slate-950">
                {perk.badge}
              </p>
              <h2 className="mt-3 text-xl font-bold text-slate-900">{perk.title}</h2>
              <p className="mt-2 text-slate-700">{perk.text}</p>
              <p className="mt-3 text-sm text-slate-700">
                <strong className="font-semibold text-slate-900">How to use it: </strong>
                {perk.howTo}
              </p>
              <div className="mt-auto">
                <PerkAction target={perk.target} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </StaticPage>
  );
}
