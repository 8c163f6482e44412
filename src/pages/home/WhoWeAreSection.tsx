import HandHeart from 'lucide-react/icons/hand-heart';
import Leaf from 'lucide-react/icons/leaf';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Star from 'lucide-react/icons/star';
import Tag from 'lucide-react/icons/tag';
import type { LucideIcon } from 'lucide-react';
import { whoWeAre, type ValueCard } from '@/content/home';

const icons: Record<ValueCard['id'], LucideIcon> = {
  'pet-parents': HandHeart,
  local: MapPin,
  deodorizing: Leaf,
  pricing: Tag,
  rating: Star,
  owners: Phone,
};

/** Six value cards: who runs the business and what customers can count on. */
export function WhoWeAreSection() {
  return (
    <section aria-labelledby="who-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <h2 id="who-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {whoWeAre.title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{whoWeAre.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whoWeAre.values.map((value) => {
            const Icon = icons[value.id];
            return (
              <li key={value.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-slate-700">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
