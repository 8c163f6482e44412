import type { ServiceKind } from './types';

/** The order kinds are listed in: homes first, then properties quoted per site. */
export const kindOrder: readonly ServiceKind[] = [
  'weekly',
  'one-time',
  'deodorizing',
  'residential',
  'commercial',
  'apartment',
  'hoa',
];

export const kindLabels: Record<ServiceKind, string> = {
  weekly: 'Weekly scooping',
  'one-time': 'One-time cleanup',
  deodorizing: 'Deodorizing',
  residential: 'Dog poop pickup for homes',
  commercial: 'Commercial',
  apartment: 'Apartments',
  hoa: 'HOAs',
};
