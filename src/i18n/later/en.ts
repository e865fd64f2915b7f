import { namespacesOf } from './namespaces-of.ts';

/** Every en namespace, the fallback, in one chunk loaded only when a pt-BR text is missing. */
export default namespacesOf(import.meta.glob('../resources/en/*.ts', { eager: true, import: 'default' }));
