import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormPanel, Panel } from '@/components/sections/Panel';
import { PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { timeRange } from '@/content/clock-time';
import { endSentence } from '@/content/words';
import { ContactForm } from '@/features/contact/ContactForm';
import { Island } from '@/lib/island-markup';
import { ServiceAreaLinks } from '../about/ServiceAreaLinks';
import { StaticPage, type PageCopy } from '../StaticPage';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

const formIntro = {
  title: 'Send us a message',
  text: 'Tell us about your yard, your dogs or your property and how to reach you. An owner reads every message and replies by email or phone.',
};

/** One way to reach us: its icon, its name and the details. */
function ContactDetail({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </div>
  );
}

const page: PageCopy = {
  title: 'Contact Us: Call, Email or Message Our Waco Team',
  description: `Call ${business.phone.display}, email or message ${endSentence(business.name)} Service Mon–Sat across Waco, Hewitt and ${business.county}; phones answered 7 days a week.`,
  h1: 'Contact Us',
  lead: `Questions, quotes or a yard that needs us today: call, email or send a message. Quote requests get an answer ${business.quoteReply}.`,
};

export default function ContactPage() {
  return (
    <StaticPage page={page} eyebrow="Contact">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <FormPanel id="contact-form" intro={formIntro} className="self-start">
          <div className="mt-5">
            <Island component={ContactForm} props={{}} />
          </div>
        </FormPanel>
        <Panel
          as="aside"
          titleId="contact-details-title"
          title="Reach us directly"
          className="space-y-6 rounded-2xl bg-brand-50 p-6"
        >
          <ContactDetail icon={Phone} title="Phone">
            <PhoneLink className={linkClass} />
            <p className="text-sm text-slate-700">
              {business.phone.digits} · {business.phoneAvailability}
            </p>
          </ContactDetail>
          <ContactDetail icon={Mail} title="Email">
            <a href={`mailto:${business.email}`} className={`${linkClass} break-all`}>
              {business.email}
            </a>
          </ContactDetail>
          <ContactDetail icon={Clock} title="Service hours">
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-slate-700">
              {business.hours.map((h) => (
                <div key={h.label} className="contents">
                  <dt>{h.label}</dt>
                  <dd>{timeRange(h.opens, h.closes)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-slate-700">{business.closedLabel}</p>
          </ContactDetail>
          <ContactDetail icon={MapPin} title="Based in">
            <p className="text-slate-700">
              {business.address.locality}, {business.address.region} {business.address.postalCode}. We come to
              you: there is no storefront to visit.
            </p>
          </ContactDetail>
        </Panel>
      </div>
      <Panel titleId="contact-area-title" title="Our service area" className="container-page pb-12">
        <p className="mt-3 max-w-3xl text-slate-700">
          We serve {business.reach} across {business.county}. Not sure we come to you? Send your ZIP code and
          we will confirm.
        </p>
        <ServiceAreaLinks />
      </Panel>
    </StaticPage>
  );
}
