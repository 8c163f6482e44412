import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { business } from '@/content/business';
import { bookingUrl, type BookingPrefill } from '@/lib/booking';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

/** A link to the external booking form, always in a new tab (and said so to screen readers). */
export function BookingLink({
  children,
  prefill,
  ...props
}: AnchorProps & { children: ReactNode; prefill?: BookingPrefill }) {
  return (
    <a href={bookingUrl(prefill)} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Any other external link, in a new tab. */
export function ExternalLink({
  children,
  href,
  ...props
}: AnchorProps & { children: ReactNode; href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A tel: link to the business line; the vanity number is followed by its digits for screen readers. */
export function PhoneLink({ children, ...props }: AnchorProps & { children?: ReactNode }) {
  return (
    <a href={business.phone.href} data-phone-link="" {...props}>
      {children ?? (
        <>
          {business.phone.display}
          <span className="sr-only"> ({business.phone.digits})</span>
        </>
      )}
    </a>
  );
}
