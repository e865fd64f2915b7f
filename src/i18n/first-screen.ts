import common from './resources/pt-BR/common.ts';
import errors from './resources/pt-BR/errors.ts';
import layout from './resources/pt-BR/layout.ts';
import login from './resources/pt-BR/login.ts';
import pages from './resources/pt-BR/pages.ts';

/**
 * The pt-BR texts the sign-in screen and the app's frame (titles, layout, errors, loading) need, bundled
 * with the app so the first render already has them. Every other namespace, and en, loads on demand
 * (later-texts.ts): the first load of /login carries only these.
 */
export const firstScreenResources = { 'pt-BR': { common, errors, layout, login, pages } };

/** Routes whose page shows with the first-screen texts alone; every other page waits for the rest. */
export const pathsWithFirstScreenTexts: readonly string[] = ['/login'];
