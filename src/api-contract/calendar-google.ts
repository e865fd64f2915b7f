import { z } from 'zod';

/** `GET /api/calendar/google/authorize-url`: Google's consent page, with a state bound to the caller. */
export const googleAuthorizeUrlSchema = z.object({ url: z.url() });
export type GoogleAuthorizeUrl = z.infer<typeof googleAuthorizeUrlSchema>;

/**
 * Query of `GET /api/authcalendar/{code}`: the `state` Google sent back with the code (the spec's path
 * carries only the code). Missing or not this user's pending one: refused.
 */
export const googleCallbackQuerySchema = z.object({ state: z.string().max(512).optional() });

/** What `GET /api/authcalendar/{code}` answers: the calendar is connected, as this account. */
export const googleCalendarConnectedSchema = z.object({
  kind: z.literal('google'),
  accountEmail: z.string(),
});
export type GoogleCalendarConnected = z.infer<typeof googleCalendarConnectedSchema>;

/** What `POST /api/disconnect-google-calendar` answers. */
export const googleCalendarDisconnectedSchema = z.object({
  kind: z.literal('google'),
  connected: z.literal(false),
});

/** The Portuguese refusals of the Google callback (the page shows them as they are). */
export const googleCalendarMessages = {
  stateMismatch:
    'Este retorno do Google não corresponde a um pedido de conexão seu, ou o pedido expirou. Conecte a agenda de novo.',
  codeRefused: 'O Google recusou o código de autorização (já usado ou expirado). Conecte a agenda de novo.',
};
