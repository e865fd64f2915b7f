import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from '../views/pages/page-props.ts';

/** A page in its own chunk that can be asked for before it renders (beside its texts, or while signing in). */
export type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & { preload(): Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  let loading: Promise<{ default: ComponentType<PageProps> }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
