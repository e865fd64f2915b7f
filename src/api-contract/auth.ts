import { z } from 'zod';

/** `POST /api/auth/basic-login`: the backend fallback after the identity provider refused the credentials. */
export const basicLoginRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export type BasicLoginRequest = z.infer<typeof basicLoginRequestSchema>;

/**
 * `authType: 'basic'`: the session runs on Basic credentials. `authType: 'cognito'` with a cognitoId: the
 * user now has an identity-provider account with the same password, so the SPA retries the provider.
 */
export const basicLoginResponseSchema = z.discriminatedUnion('authType', [
  z.object({ authType: z.literal('basic'), cognitoId: z.null() }),
  z.object({ authType: z.literal('cognito'), cognitoId: z.string().min(1) }),
]);
export type BasicLoginResponse = z.infer<typeof basicLoginResponseSchema>;

/** `GET /api/auth/sso-provider?email=`: the identity provider of the e-mail's domain (404 when none). */
export const ssoProviderQuerySchema = z.object({ email: z.email() });
export const ssoProviderResponseSchema = z.object({ provider: z.string().min(1) });

/** `PATCH /api/update-password`, after a forced password change; answers the updated user. */
export const updatePasswordRequestSchema = z.object({
  password: z.string().min(1),
  oldPassword: z.string().min(1),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
