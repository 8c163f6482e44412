import Phone from 'lucide-react/icons/phone';
import { business } from '@/content/business';
import { BookingLink, PhoneLink } from './links';

/** The two actions every page offers: the free quote (external booking form) and a call. */
export function PrimaryActions({
  tone = 'light',
  quoteLabel = 'Get a Free Quote',
}: {
  tone?: 'light' | 'dark';
  quoteLabel?: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <BookingLink className="btn btn-accent">{quoteLabel}</BookingLink>
      <PhoneLink className={tone === 'dark' ? 'btn btn-ghost-light' : 'btn btn-outline'}>
        <Phone aria-hidden="true" className="size-5" />
        Call {business.phone.display}
        <span className="sr-only"> ({business.phone.digits})</span>
      </PhoneLink>
    </div>
  );
}
