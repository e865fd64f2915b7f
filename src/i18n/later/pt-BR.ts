import { namespacesOf } from './namespaces-of.ts';

/**
 * pt-BR namespaces not bundled with the first screen (first-screen.ts), in one chunk loaded on demand.
 * A page's own namespace that no other page reads (enablement: the dashboard) comes with that page's chunk
 * instead, so the other pages do not carry it.
 */
export default namespacesOf(
  import.meta.glob(
    ['../resources/pt-BR/*.ts', '!../resources/pt-BR/{common,errors,layout,login,pages,enablement}.ts'],
    { eager: true, import: 'default' },
  ),
);
