import HandHeart from 'lucide-react/icons/hand-heart';
import Leaf from 'lucide-react/icons/leaf';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Star from 'lucide-react/icons/star';
import Tag from 'lucide-react/icons/tag';
import type { LucideIcon } from 'lucide-react';
import { CardGrid } from '@/components/sections/CardGrid';
import { whoWeAre, type ValueCard } from '@/content/home';
import { HomeSection } from './HomeSection';

const icons: Record<ValueCard['id'], LucideIcon> = {
  'pet-parents': HandHeart,
  local: MapPin,
  deodorizing: Leaf,
  pricing: Tag,
  rating: Star,
  owners: Phone,
};

const values = whoWeAre.values.map((value) => ({ ...value, icon: icons[value.id] }));

/** Six value cards: who runs the business and what customers can count on. */
export function WhoWeAreSection() {
  return (
    <HomeSection titleId="who-title" title={whoWeAre.title} intro={whoWeAre.intro} tone="muted">
      <CardGrid cards={values} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" look="raised" />
    </HomeSection>
  );
}
