import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { formBodyLimit, readFormFile } from '../../http/read-form-file.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  botConfigMessages,
  botConfigSchema,
  botImageRules,
  botImageStatusBodySchema,
  botNameSchema,
  botPrivacyEmailSchema,
} from '../../../src/api-contract/bot-config.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';
import { signedLinkQuerySchema } from '../../http/openapi/signed-link.ts';

/** Room for the multipart framing around a picture of the largest allowed size. */
const formOverheadBytes = 16 * 1024;

/**
 * `/api/companies/bot-config`: the company's bot (spec section 7, Bot config), an administrator's to read and
 * change (spec section 6: /config/bot is admin only; 403 in Portuguese otherwise). The picture is a multipart form with
 * the file in field `image`; the answer's `image` (spec section 3, Bot config) is the picture's signed link,
 * since an <img> sends no token.
 */
export function botConfigRoutes({ botConfig }: Pick<Domain, 'botConfig'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => sendParsed(c, botConfigSchema, await botConfig.read(c.get('caller'))))
    .put('/name', async (c) => {
      const { name } = await readJson(c, botNameSchema, 'first-issue');
      return sendParsed(c, botConfigSchema, await botConfig.setName(c.get('caller'), name));
    })
    .put('/privacy-email', async (c) => {
      const { privacyEmailEnabled } = await readJson(c, botPrivacyEmailSchema, 'first-issue');
      return sendParsed(
        c,
        botConfigSchema,
        await botConfig.setPrivacyEmail(c.get('caller'), privacyEmailEnabled),
      );
    })
    .put('/image-status', async (c) => {
      const { imageStatus } = await readJson(c, botImageStatusBodySchema, 'first-issue');
      return sendParsed(c, botConfigSchema, await botConfig.setImageStatus(c.get('caller'), imageStatus));
    })
    .post(
      '/image',
      formBodyLimit(botImageRules.maxBytes + formOverheadBytes, botConfigMessages.imageTooLarge),
      async (c) => {
        const bytes = await readFormFile(c, 'image');
        return sendParsed(c, botConfigSchema, await botConfig.setImage(c.get('caller'), bytes));
      },
    )
    .delete('/image', async (c) =>
      sendParsed(c, botConfigSchema, await botConfig.removeImage(c.get('caller'))),
    );
}

/**
 * `GET /api/files/bot-images/{companyId}/{imageId}`: the picture a bot configuration's `image` points at. The signature is the
 * credential (mounted before /api's authentication). Served as the type read from its content, never
 * sniffed, and under a policy that lets it run nothing even when opened on its own.
 */
export function botImageFileRoutes({ signer, botConfig }: Pick<Domain, 'signer' | 'botConfig'>) {
  return new Hono().get('/:companyId/:imageId', async (c) => {
    const companyId = c.req.param('companyId');
    const imageId = c.req.param('imageId');
    const verdict = await signer.verify(
      { purpose: 'botImage', companyId, imageId },
      { expires: c.req.query('expires'), signature: c.req.query('signature') },
    );
    if (verdict === 'invalid') throw new DomainError('bot-image-link-invalid');
    if (verdict === 'expired') throw new DomainError('bot-image-link-expired');
    const image = await botConfig.signedImage(companyId, imageId);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(image.bytes), {
      headers: {
        'content-type': image.contentType,
        'content-length': String(image.bytes.byteLength),
        'content-disposition': 'inline',
        'cache-control': 'private, max-age=300',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
      },
    });
  });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const botConfigOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/companies/bot-config',
    summary: "The company's bot: its name, picture and privacy e-mail",
    tag: 'Bot config',
    specSection: '7. Calls (Bot config)',
    auth: 'user',
    answers: { 200: { description: 'The bot', json: botConfigSchema } },
  },
  {
    method: 'PUT',
    path: '/api/companies/bot-config/name',
    summary: "Renames the company's bot (administrators)",
    tag: 'Bot config',
    specSection: '7. Calls (Bot config)',
    auth: 'user',
    body: { json: botNameSchema },
    answers: { 200: { description: 'The bot', json: botConfigSchema } },
  },
  {
    method: 'PUT',
    path: '/api/companies/bot-config/privacy-email',
    summary: 'Turns the privacy e-mail to attendees on or off (administrators)',
    tag: 'Bot config',
    specSection: '7. Calls (Bot config)',
    auth: 'user',
    body: { json: botPrivacyEmailSchema },
    answers: { 200: { description: 'The bot', json: botConfigSchema } },
  },
  {
    method: 'PUT',
    path: '/api/companies/bot-config/image-status',
    summary: "Sets the bot picture's status (administrators)",
    tag: 'Bot config',
    specSection: '7. Calls (Bot config)',
    auth: 'user',
    body: { json: botImageStatusBodySchema },
    answers: { 200: { description: 'The bot', json: botConfigSchema } },
  },
  {
    method: 'POST',
    path: '/api/companies/bot-config/image',
    summary: "Uploads the bot's picture, a multipart form with the file in `image` (administrators)",
    tag: 'Bot config',
    specSection: '7. Calls (Bot config)',
    auth: 'user',
    body: { formFile: 'image' },
    answers: { 200: { description: 'The bot', json: botConfigSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/companies/bot-config/image',
    summary: "Removes the bot's picture (administrators)",
    tag: 'Bot config',
    specSection: '7. Calls (Bot config)',
    auth: 'user',
    answers: { 200: { description: 'The bot', json: botConfigSchema } },
  },
  {
    method: 'GET',
    path: '/api/files/bot-images/:companyId/:imageId',
    summary: "The picture a bot configuration's `image` points at (the signed link is the credential)",
    tag: 'Files',
    auth: 'signed-link',
    query: signedLinkQuerySchema,
    answers: { 200: { description: 'The picture, as the type read from its content', bytes: 'image/*' } },
  },
];
