import type { ReactNode } from 'react';
import { pathTo, type StaticRoutePattern } from '../../domain/route-paths.ts';

export type NavItem = {
  path: string;
  /** Paths under this prefix mark the item as current. */
  section: string;
  labelKey: string;
  icon: ReactNode;
};

/** Whether `location` lies in the item's section, so the item shows as current. */
export function isInSection(item: NavItem, location: string): boolean {
  return location === item.section || location.startsWith(`${item.section}/`);
}

/** An item's page, and its section: the page's first segment, under which every page marks it current. */
const at = (pattern: StaticRoutePattern) => ({ path: pathTo(pattern), section: `/${pattern.split('/')[1]}` });

const icon = (d: string) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Every item, for everyone: what an item looks like, not who sees it. The app shows the items whose path
 * the session may open by the route table (mayOpen), so visibility is decided once, beside the guards.
 */
export const navItems: readonly NavItem[] = [
  {
    ...at('/meetings'),
    labelKey: 'layout:nav.meetings',
    icon: icon('M4 6h11v12H4zM15 10l5-3v10l-5-3'),
  },
  {
    ...at('/templates'),
    labelKey: 'layout:nav.templates',
    icon: icon('M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3'),
  },
  {
    ...at('/enablement/dashboard'),
    labelKey: 'layout:nav.enablement',
    icon: icon('M4 20V10M10 20V4M16 20v-7M22 20H2'),
  },
  {
    ...at('/config/general'),
    labelKey: 'layout:nav.settings',
    icon: icon(
      'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12l2-1-1-3-2 .3-1.5-1.5.3-2-3-1-1 2h-1.6l-1-2-3 1 .3 2L6 7.3 4 7 3 10l2 1v1.6l-2 1 1 3 2-.3 1.5 1.5-.3 2 3 1 1-2h1.6l1 2 3-1-.3-2 1.5-1.5 2 .3 1-3-2-1z',
    ),
  },
  {
    ...at('/reports'),
    labelKey: 'layout:nav.reports',
    icon: icon('M5 3h14v18H5zM9 8h6M9 12h6M9 16h3'),
  },
  {
    ...at('/support'),
    labelKey: 'layout:nav.support',
    icon: icon(
      'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
    ),
  },
];
