import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { companyFeaturesSchema } from '../../../src/api-contract/company-features.ts';

/** `GET /api/company-features`: what the caller's company has turned on; any signed-in user reads it. */
export function companyFeaturesRoutes({ companyFeatures }: Pick<Domain, 'companyFeatures'>) {
  return new Hono<ApiEnv>().get('/', async (c) =>
    sendParsed(c, companyFeaturesSchema, await companyFeatures.of(c.get('caller'))),
  );
}
