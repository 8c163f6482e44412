import type { ReactNode } from 'react';
import Phone from 'lucide-react/icons/phone';
import { business } from '@/content/business';
import { BookingLink, PhoneLink } from './links';

/** The call button: the vanity number on the button, its digits for screen readers. */
export function CallButton({ className }: { className: string }) {
  return (
    <PhoneLink className={className}>
      <Phone aria-hidden="true" className="size-5" />
      Call {business.phone.display}
      <span className="sr-only"> ({business.phone.digits})</span>
    </PhoneLink>
  );
}

/** The two actions every page offers: the free quote (external booking form) and a call; a page may add more. */
export function PrimaryActions({
  tone = 'light',
  quoteLabel = 'Get a Free Quote',
  className,
  children,
}: {
  tone?: 'light' | 'dark';
  quoteLabel?: string;
  /** Spacing from the element above, set by the caller's layout. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `${className} flex flex-wrap gap-3` : 'flex flex-wrap gap-3'}>
      <BookingLink className="btn btn-accent">{quoteLabel}</BookingLink>
      <CallButton className={tone === 'dark' ? 'btn btn-ghost-light' : 'btn btn-outline'} />
      {children}
    </div>
  );
}
