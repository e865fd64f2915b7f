import { tryItInBrowser } from './try-it.client.ts';

/**
 * try-it.client.ts as the browser gets it: the compiled text of its one function, called. Under tsx (the
 * dev server) the compiler keeps function names with calls to a `__name` helper it defines at the top of
 * each module, which the browser lacks: the script defines it as a function that returns what it is given.
 */
export const tryItScript = `const __name = (target) => target;\n(${tryItInBrowser.toString()})();\n`;
