import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  enableShareSchema,
  shareSettingsSchema,
  updateShareSchema,
} from '../../../src/api-contract/share.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * `/api/meetings/{id}/share`: the owner's (or an administrator's) side of a meeting's public link. The
 * password is sent once, in the PUT, and never answered back; the PATCH chooses what the link shows and its
 * expiry.
 */
export function meetingShareRoutes({ shares }: Pick<Domain, 'shares'>) {
  return new Hono<ApiEnv>()
    .get('/:id/share', async (c) =>
      sendParsed(c, shareSettingsSchema, await shares.settings(c.get('caller'), c.req.param('id'))),
    )
    .put('/:id/share', async (c) => {
      const { password } = await readJson(c, enableShareSchema, 'first-issue');
      const settings = await shares.enable(c.get('caller'), c.req.param('id'), password);
      return sendParsed(c, shareSettingsSchema, settings);
    })
    .patch('/:id/share', async (c) => {
      const changes = await readJson(c, updateShareSchema, 'first-issue');
      const settings = await shares.update(c.get('caller'), c.req.param('id'), changes);
      return sendParsed(c, shareSettingsSchema, settings);
    })
    .delete('/:id/share', async (c) =>
      sendParsed(c, shareSettingsSchema, await shares.disable(c.get('caller'), c.req.param('id'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const meetingShareOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meetings/:id/share',
    summary: "A meeting's public link settings (never its password)",
    tag: 'Sharing',
    auth: 'user',
    answers: { 200: { description: 'The settings', json: shareSettingsSchema } },
  },
  {
    method: 'PUT',
    path: '/api/meetings/:id/share',
    summary: "Turns the meeting's public link on with a password",
    tag: 'Sharing',
    auth: 'user',
    body: { json: enableShareSchema },
    answers: { 200: { description: 'The settings', json: shareSettingsSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/meetings/:id/share',
    summary: 'Chooses what the link shows and when it expires',
    tag: 'Sharing',
    auth: 'user',
    body: { json: updateShareSchema },
    answers: { 200: { description: 'The settings', json: shareSettingsSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/meetings/:id/share',
    summary: "Turns the meeting's public link off",
    tag: 'Sharing',
    auth: 'user',
    answers: { 200: { description: 'The settings', json: shareSettingsSchema } },
  },
];
