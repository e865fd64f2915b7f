import { createElement, lazy, useState, type ComponentType } from 'react';
import type { PageProps } from '../views/page-props.ts';

/** A page in its own chunk that can be asked for before it renders (beside its texts, or while signing in). */
export type LazyPage = ComponentType<PageProps> & { preload(): Promise<unknown> };

/**
 * React.lazy suspends on its first render even when the chunk is already there, and React then holds the
 * fallback for 300 ms before showing what resolved. A page whose chunk was preloaded (the meeting list, asked
 * for while the person signs in) renders at once instead; one that is not there yet goes through lazy.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  let loading: Promise<{ default: ComponentType<PageProps> }> | undefined;
  let loaded: ComponentType<PageProps> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page(props: PageProps) {
    // Chosen once per mount: switching component type later would remount the page and lose its state.
    const [Chosen] = useState<ComponentType<PageProps>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return Object.assign(Page, { preload });
}
