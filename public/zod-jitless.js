// Zod's shared settings, read when Zod loads and before any schema exists: no JIT. Zod compiles object
// parsers with `new Function` after probing whether eval is allowed, and under the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') even that caught probe is reported as a violation. Set here, in a
// classic script that runs before the app's module scripts, because a module's side effect may run after
// the chunks it imports (where schemas are created).
// oxlint-disable-next-line no-underscore-dangle -- the name is Zod's, not ours.
globalThis.__zod_globalConfig = { jitless: true };
