import { Link } from 'react-router-dom';
import { BookingLink } from './links';

interface CtaBandProps {
  title?: string;
  text?: string;
}

/** The closing band: 'Ready for a Cleaner Yard?' with the free quote and a way to learn more. */
export function CtaBand({
  title = 'Ready for a Cleaner Yard?',
  text = 'Get a free quote in 60 seconds. We reply within 2 hours.',
}: CtaBandProps) {
  return (
    <section className="bg-brand-800 text-white" aria-labelledby="cta-band-title">
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-band-title" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <BookingLink className="btn btn-accent">Get FREE Quote Now</BookingLink>
          <Link to="/contact" className="btn btn-ghost-light">
            Learn More<span className="sr-only"> about our service and how to reach us</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
