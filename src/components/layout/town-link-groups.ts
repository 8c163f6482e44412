import { towns } from '@/content/towns';
import type { TownGroup } from '@/content/types';
import { townLink, type NavItem } from './nav-links';

export interface TownLinkGroup {
  group: TownGroup;
  label: string;
  links: readonly NavItem[];
}

const townGroupLabels: Record<TownGroup, string> = {
  core: 'McLennan County towns',
  district: 'Waco districts',
  nearby: 'Nearby communities',
};

/**
 * Every town page, grouped for the menus; each group keeps the order of towns.ts. Only the menus' lazy town list
 * imports this: it grows with every town page, and no page needs it before a menu opens.
 */
export const townLinkGroups: readonly TownLinkGroup[] = (['core', 'district', 'nearby'] as const).map(
  (group) => ({
    group,
    label: townGroupLabels[group],
    links: towns.filter((t) => t.group === group).map(townLink),
  }),
);
