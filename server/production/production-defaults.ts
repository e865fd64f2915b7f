/** Production mode's switch; the same test everywhere, so a typo in one place cannot half-enable it. */
export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

type SliceDefaults = { productionDefaults?: Record<string, string | undefined> };

/**
 * The environment as the settings see it: in production, each slice's `productionDefaults` fill the
 * variables left unset (emulators off, the real providers' hosts, no demo data); what is set always wins.
 */
export function withProductionDefaults(
  env: NodeJS.ProcessEnv,
  slices: readonly SliceDefaults[],
): NodeJS.ProcessEnv {
  if (!isProduction(env)) return env;
  const defaults: NodeJS.ProcessEnv = Object.assign({}, ...slices.map((slice) => slice.productionDefaults));
  const set = Object.entries(env).filter(([, value]) => value !== undefined);
  return { ...defaults, ...Object.fromEntries(set) };
}
