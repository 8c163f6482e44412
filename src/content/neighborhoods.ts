import type { Neighborhood } from './types';

/** Waco neighborhoods with their own page under /neighborhoods/{slug}. */
export const neighborhoods: readonly Neighborhood[] = [
  { slug: 'oakwood', name: 'Oakwood', parent: 'waco' },
  { slug: 'brook-oaks', name: 'Brook Oaks', parent: 'waco' },
  { slug: 'mountainview', name: 'Mountainview', parent: 'waco' },
  { slug: 'alta-vista', name: 'Alta Vista', parent: 'waco' },
  { slug: 'indian-spring', name: 'Indian Spring', parent: 'waco' },
  { slug: 'carver', name: 'Carver', parent: 'waco' },
  { slug: 'castle-heights', name: 'Castle Heights', parent: 'waco' },
  { slug: 'kendrick', name: 'Kendrick', parent: 'waco' },
  { slug: 'dean-highland', name: 'Dean Highland', parent: 'waco' },
];
