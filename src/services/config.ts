import { z } from 'zod';
import { pathTo, rootPath } from '../domain/route-paths.ts';

// Vite inlines env values as strings; an unset variable takes the embedded default, so `npm start` needs none.
const booleanFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const envSchema = z.object({
  VITE_USER_POOL_ID: z.string().min(1).default('local_pauta'),
  VITE_USER_POOL_CLIENT_ID: z.string().min(1).default('pauta-web'),
  VITE_IDENTITY_ENDPOINT: z.string().min(1).optional(),
  VITE_OAUTH_DOMAIN: z.string().min(1).optional(),
  // Unset: the spec's default, USER_SRP_AUTH, for a pool elsewhere (VITE_IDENTITY_ENDPOINT); CUSTOM_WITH_SRP
  // for the embedded pool on this origin, whose custom module may ask more after the password (an e-mailed
  // code, for the accounts that have it) and answers everyone else as USER_SRP_AUTH would.
  VITE_PASSWORD_SIGN_IN_FLOW: z.enum(['USER_SRP_AUTH', 'CUSTOM_WITH_SRP']).optional(),
  VITE_MAINTENANCE_MODE: booleanFlag,
  VITE_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/)
    .default('5511999999999'),
});

export type AppConfig = {
  apiPrefix: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Cognito-compatible user-pool endpoint; the reference server serves it at /cognito of the same origin. */
  identityEndpoint: string;
  region: string;
  /** Amplify's authFlowType for e-mail and password. */
  passwordSignInFlow: 'USER_SRP_AUTH' | 'CUSTOM_WITH_SRP';
  maintenanceMode: boolean;
  whatsappNumber: string;
};

export function parseAppConfig(env: Record<string, unknown>, origin: string): AppConfig {
  const parsed = envSchema.parse(env);
  return {
    apiPrefix: '/api',
    userPoolId: parsed.VITE_USER_POOL_ID,
    userPoolClientId: parsed.VITE_USER_POOL_CLIENT_ID,
    identityEndpoint: parsed.VITE_IDENTITY_ENDPOINT ?? `${origin}/cognito`,
    region: 'us-east-1',
    passwordSignInFlow:
      parsed.VITE_PASSWORD_SIGN_IN_FLOW ??
      (parsed.VITE_IDENTITY_ENDPOINT ? 'USER_SRP_AUTH' : 'CUSTOM_WITH_SRP'),
    maintenanceMode: parsed.VITE_MAINTENANCE_MODE,
    whatsappNumber: parsed.VITE_WHATSAPP_NUMBER,
  };
}

// The machines (and so this module) are also imported by Node (model tests, `npm run diagrams`), where there
// is no window and, outside Vite, no import.meta.env: there the defaults apply and the endpoint is unused.
export const appConfig: AppConfig = parseAppConfig(import.meta.env ?? {}, globalThis.location?.origin ?? '');

/** Amplify's OAuth settings for the hosted UI (spec section 9: code flow, email openid profile, /sso-callback). */
export type OAuthConfig = {
  /** host[:port] of the hosted UI; Amplify always builds https://{domain}/oauth2/... */
  domain: string;
  scopes: string[];
  redirectSignIn: string[];
  redirectSignOut: string[];
  responseType: 'code';
};

type PageLocation = Pick<Location, 'origin' | 'hostname' | 'port'>;

/** The reference server serves the hosted UI over TLS on the page's port + 1, so the default needs no setting. */
export function parseOAuthConfig(
  env: Record<string, unknown>,
  location: PageLocation | undefined,
): OAuthConfig {
  const parsed = envSchema.parse(env);
  const origin = location?.origin ?? '';
  const hostedUiHost = location ? `${location.hostname}:${Number(location.port || 80) + 1}` : '';
  return {
    domain: parsed.VITE_OAUTH_DOMAIN ?? hostedUiHost,
    scopes: ['email', 'openid', 'profile'],
    redirectSignIn: [`${origin}${pathTo('/sso-callback')}`],
    redirectSignOut: [`${origin}${rootPath}`],
    responseType: 'code',
  };
}

export const oauthConfig: OAuthConfig = parseOAuthConfig(import.meta.env ?? {}, globalThis.location);
