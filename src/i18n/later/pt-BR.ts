import { namespacesOf } from './namespaces-of.ts';

/** pt-BR namespaces not bundled with the first screen (first-screen.ts), in one chunk loaded on demand. */
export default namespacesOf(
  import.meta.glob(['../resources/pt-BR/*.ts', '!../resources/pt-BR/{common,errors,layout,login,pages}.ts'], {
    eager: true,
    import: 'default',
  }),
);
