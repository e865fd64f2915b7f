import type { ReactNode } from 'react';
import type { NavItem } from './nav-items.tsx';

/** `nav`: the items this session may open, already filtered by the app; a layout shows them all. */
export type LayoutProps = { nav: readonly NavItem[]; children: ReactNode };
