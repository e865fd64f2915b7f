import type { ReactNode } from 'react';
import type { NavAccess } from './nav-items.tsx';

export type LayoutProps = { access: NavAccess; children: ReactNode };
