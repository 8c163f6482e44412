import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { timeRange } from '@/content/clock-time';
import { endSentence } from '@/content/words';
import { ContactForm } from '@/features/contact/ContactForm';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';
import { ServiceAreaLinks } from '../about/ServiceAreaLinks';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

export default function ContactPage() {
  return (
    <>
      <PageHead
        title="Contact Us: Call, Email or Message Our Waco Team"
        description={`Call ${business.phone.display}, email or message ${endSentence(business.name)} Service Mon–Sat across Waco, Hewitt and ${business.county}; phones answered 7 days a week.`}
      />
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead={`Questions, quotes or a yard that needs us today: call, email or send a message. Quote requests get an answer ${business.quoteReply}.`}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <section
          id="contact-form"
          aria-labelledby="contact-form-title"
          className="self-start rounded-2xl border border-slate-200 p-6"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-3 text-slate-700">
            Tell us about your yard, your dogs or your property and how to reach you. An owner reads every
            message and replies by email or phone.
          </p>
          <div className="mt-5">
            <Island component={ContactForm} props={{}} />
          </div>
        </section>
        <aside aria-labelledby="contact-details-title" className="space-y-6 rounded-2xl bg-brand-50 p-6">
          <h2 id="contact-details-title" className="text-2xl font-bold text-slate-900">
            Reach us directly
          </h2>
          <div className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">Phone</h3>
              <PhoneLink className={linkClass} />
              <p className="text-sm text-slate-700">
                {business.phone.digits} · {business.phoneAvailability}
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">Email</h3>
              <a href={`mailto:${business.email}`} className={`${linkClass} break-all`}>
                {business.email}
              </a>
            </div>
          </div>
          <div className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">Service hours</h3>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-slate-700">
                {business.hours.map((h) => (
                  <div key={h.label} className="contents">
                    <dt>{h.label}</dt>
                    <dd>{timeRange(h.opens, h.closes)}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-slate-700">{business.closedLabel}</p>
            </div>
          </div>
          <div className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">Based in</h3>
              <p className="text-slate-700">
                {business.address.locality}, {business.address.region} {business.address.postalCode}. We come
                to you: there is no storefront to visit.
              </p>
            </div>
          </div>
        </aside>
      </div>
      <section aria-labelledby="contact-area-title" className="container-page pb-12">
        <h2 id="contact-area-title" className="text-2xl font-bold text-slate-900">
          Our service area
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          We serve {business.reach} across {business.county}. Not sure we come to you? Send your ZIP code and
          we will confirm.
        </p>
        <ServiceAreaLinks />
      </section>
      <CtaBand />
    </>
  );
}
