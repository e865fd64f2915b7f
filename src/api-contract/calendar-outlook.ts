import { z } from 'zod';

/**
 * PKCE's verifier (RFC 7636 section 4.1: 43 to 128 characters of A-Z a-z 0-9 - . _ ~; the app makes 128,
 * spec section 9) and the OAuth state (the app makes 32 characters).
 */
export const pkceVerifierSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9\-._~]{43,128}$/,
    'Verificador PKCE inválido: use de 43 a 128 letras, números ou - . _ ~.',
  );
export const oauthStateSchema = z
  .string()
  .regex(/^[A-Za-z0-9\-_]{16,128}$/, 'Estado OAuth inválido: use de 16 a 128 letras, números, - ou _.');

/** Path of `GET /api/setauthcalendaroutlook/{codeVerifier}/{state}`. */
export const outlookVerifierParamsSchema = z.object({
  codeVerifier: pkceVerifierSchema,
  state: oauthStateSchema,
});

/** What `GET /api/setauthcalendaroutlook/{codeVerifier}/{state}` answers: kept for the callback until then. */
export const outlookVerifierStoredSchema = z.object({
  state: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type OutlookVerifierStored = z.infer<typeof outlookVerifierStoredSchema>;

/** Query of `GET /api/calendar/outlook/authorize-url`: the state stored above and S256 of its verifier. */
export const outlookAuthorizeQuerySchema = z.object({
  state: oauthStateSchema,
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9\-_]{43}$/, 'Desafio PKCE inválido: use o SHA-256 do verificador em base64url.'),
});

/** Microsoft's consent page, to send the browser to. */
export const outlookAuthorizeUrlSchema = z.object({ url: z.url() });
export type OutlookAuthorizeUrl = z.infer<typeof outlookAuthorizeUrlSchema>;

/** Path of `GET /api/authcalendaroutlook/{code}/{state}`. */
export const outlookCallbackParamsSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
});

/** What `GET /api/authcalendaroutlook/{code}/{state}` answers: the calendar is connected, as this account. */
export const outlookCalendarConnectedSchema = z.object({
  kind: z.literal('outlook'),
  accountEmail: z.string(),
});
export type OutlookCalendarConnected = z.infer<typeof outlookCalendarConnectedSchema>;

/** What `POST /api/disconnect-outlook-calendar` answers. */
export const outlookCalendarDisconnectedSchema = z.object({
  kind: z.literal('outlook'),
  connected: z.literal(false),
});
export type OutlookCalendarDisconnected = z.infer<typeof outlookCalendarDisconnectedSchema>;

/** The Portuguese refusals of the Outlook callback (the page shows them as they are). */
export const outlookCalendarMessages = {
  stateMismatch:
    'Este retorno da Microsoft não corresponde a um pedido de conexão seu, ou o pedido expirou ou já foi usado. Conecte a agenda do Outlook de novo.',
  codeRefused:
    'A Microsoft recusou o código de autorização (já usado, expirado ou com verificador PKCE diferente). Conecte a agenda do Outlook de novo.',
};
