import CalendarCheck from 'lucide-react/icons/calendar-check';
import UserRound from 'lucide-react/icons/user-round';
import { websiteAccountVersusHub as copy } from '@/content/account';
import { clientHubLink } from '@/components/layout/nav-links';

/** What the website account holds, and where scheduling and payments live instead (the client hub). */
export function AccountVersusHub() {
  return (
    <aside aria-labelledby="account-vs-hub" className="space-y-6 rounded-2xl bg-brand-50 p-6 text-slate-800">
      <div>
        <h2 id="account-vs-hub" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <UserRound aria-hidden="true" className="size-5 text-brand-800" />
          {copy.accountTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {copy.accountPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="border-t border-brand-200 pt-5">
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <CalendarCheck aria-hidden="true" className="size-5 text-brand-800" />
          {copy.hubTitle}
        </h2>
        <p className="mt-2">{copy.hubText}</p>
        <a href={clientHubLink.to} className="btn btn-outline mt-4">
          {copy.hubLink}
        </a>
      </div>
    </aside>
  );
}
