import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { companyFeaturesSchema } from '../../../src/api-contract/company-features.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `GET /api/company-features`: what the caller's company has turned on; any signed-in user reads it. */
export function companyFeaturesRoutes({ companyFeatures }: Pick<Domain, 'companyFeatures'>) {
  return new Hono<ApiEnv>().get('/', async (c) =>
    sendParsed(c, companyFeaturesSchema, await companyFeatures.of(c.get('caller'))),
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const companyFeaturesOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/company-features',
    summary: "What the caller's company has turned on",
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 200: { description: 'The features', json: companyFeaturesSchema } },
  },
];
