import { z } from 'zod';
import { referenceStyle } from './reference/reference-style.ts';
import { tryItScript } from './reference/try-it-script.ts';

type DocsAsset = { contentType: string; text: string };

/**
 * The reference page's two files (the page itself is reference/reference-page.ts), both ours and both from
 * this origin, so the page runs under the app's Content-Security-Policy with no exception; nothing under
 * `src/` imports them, so they never reach the SPA's bundle.
 */
export const docsAssets = {
  'reference.css': { contentType: 'text/css; charset=utf-8', text: referenceStyle },
  'try-it.js': { contentType: 'text/javascript; charset=utf-8', text: tryItScript },
} satisfies Record<string, DocsAsset>;

type DocsAssetName = keyof typeof docsAssets;

export const docsAssetParamsSchema = z.object({
  asset: z.enum(Object.keys(docsAssets) as [DocsAssetName, ...DocsAssetName[]]),
});
