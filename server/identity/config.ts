import path from 'node:path';
import { z } from 'zod';
import { configSlice, listOf } from '../config-slice.ts';

const mfaTypes = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'] as const;
/** Cognito's AllowedFirstAuthFactors: PASSWORD stands for both PASSWORD and PASSWORD_SRP. */
const firstFactors = ['PASSWORD', 'EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'] as const;
export type FirstFactor = (typeof firstFactors)[number];
/** The custom authentication modules (server/identity/custom-auth), by name; `none` turns CUSTOM_AUTH off. */
const customAuthModules = ['emailed-code', 'none'] as const;
export type CustomAuthModuleName = Exclude<(typeof customAuthModules)[number], 'none'>;

export type IdentityConfig = {
  userPoolId: string;
  userPoolClientId: string;
  idTokenTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Issuer of the identity service's tokens: `${publicUrl}/cognito/${userPoolId}`. */
  issuer: string;
  jwksUrl: string;
  oauthCallbackUrls: string[];
  oauthLogoutUrls: string[];
  outboxDir: string;
  /** OUTBOX_HTTP, and the embedded identity service is the one the API trusts; loopback clients only. */
  outboxHttp: boolean;
  /** The hosted UI's emulated corporate identity provider, Corp Demo SSO, is offered. */
  corpDemoSso: boolean;
  identityCodeTtlSeconds: number;
  identityMaxFailedPasswords: number;
  identityFailedPasswordWindowSeconds: number;
  identityLockoutSeconds: number;
  identityMaxPasswordChanges: number;
  identityPasswordChangeWindowSeconds: number;
  identityMaxSignInCodes: number;
  identitySignInCodeWindowSeconds: number;
  identityRequestsPerSecond: number;
  identityAccountRequestsPerMinute: number;
  identityMaxCodeAttempts: number;
  identityMaxWrongCodes: number;
  identityWrongCodeWindowSeconds: number;
  identityMaxMfaCodeAttempts: number;
  identityMfaSetupTypes: Array<(typeof mfaTypes)[number]>;
  /** The first factors USER_AUTH offers (the pool's SignInPolicy.AllowedFirstAuthFactors). */
  identityFirstFactors: FirstFactor[];
  /** The module that defines, creates and verifies CUSTOM_AUTH's challenges; null: CUSTOM_AUTH is off. */
  identityCustomAuth: CustomAuthModuleName | null;
  /** SignUp is open to anyone (Cognito's AllowAdminCreateUserOnly false). */
  identitySelfSignUp: boolean;
  /** Days an invitation's temporary password (AdminCreateUser) signs in before an admin must send another. */
  temporaryPasswordValidityDays: number;
  /** JWKS_URL unset (or the embedded pool's): the API trusts the embedded identity service's tokens. */
  identityEmbedded: boolean;
  /** Device tracking and its two Cognito settings (DeviceConfiguration); null: the pool tracks no device. */
  identityDevices: DeviceConfiguration | null;
  /** Passkeys: the relying party (PUBLIC_URL's host), the origin they are used from and user verification. */
  webAuthn: { relyingPartyId: string; origin: string; userVerification: 'required' | 'preferred' };
};

/** Cognito's DeviceConfiguration of a user pool. */
export type DeviceConfiguration = {
  /** A remembered device signs in with device authentication (DEVICE_SRP_AUTH) instead of MFA. */
  challengeRequiredOnNewDevice: boolean;
  /** ConfirmDevice leaves the device not remembered until the user asks (UpdateDeviceStatus). */
  deviceOnlyRememberedOnUserPrompt: boolean;
};

/** The embedded Cognito-compatible identity service (server/identity) and the tokens the API trusts. */
export const identityConfig = configSlice({
  title: 'Identity',
  intro: [
    "The embedded identity service (`server/identity`) speaks Amazon Cognito's user-pool protocol at `/cognito`",
    'and serves the hosted sign-in pages of SSO on `HOSTED_UI_PORT` ([Signing in](features/auth.md)). The API',
    "verifies bearer tokens with the keys at `JWKS_URL`: unset, the embedded pool's. Set it to another",
    "identity service's keys to trust that one instead (the web app's `VITE_*` settings below then name its pool",
    'and endpoint, and `CSP_CONNECT_SOURCES` lets the app reach it). Every code the embedded service sends',
    '(sign-up, password reset, e-mail OTP, e-mail verification) is appended to `$OUTBOX_DIR/messages.jsonl` and listed,',
    'newest first, at `GET /cognito/_outbox?to=<email>` to clients on this machine only, and only while it is',
    'the service the API trusts; with `SMTP_URL` it is also e-mailed to the user. In production it is only',
    'e-mailed: no code is written to disk.',
  ].join('\n'),
  env: z.object({
    USER_POOL_ID: z.string().default('local_pauta').describe('User-pool id of the identity service.'),
    USER_POOL_CLIENT_ID: z.string().default('pauta-web').describe('The app client id of the user pool.'),
    ID_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('Lifetime of an ID token, in seconds.'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('Lifetime of an access token, in seconds.'),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600)
      .describe('Lifetime of a refresh token, in seconds (30 days).'),
    JWKS_URL: z
      .url()
      .optional()
      .describe("JWKS the API verifies bearer tokens against; the embedded identity service's by default."),
    OAUTH_CALLBACK_URLS: z
      .string()
      .optional()
      .describe(
        'Comma-separated sign-in redirect URLs the hosted UI accepts, compared exactly (no other port or host); their origins may also exchange codes at `/oauth2/token`.',
      ),
    OAUTH_LOGOUT_URLS: z
      .string()
      .optional()
      .describe('Comma-separated sign-out redirect URLs the hosted UI accepts, compared exactly.'),
    OUTBOX_DIR: z
      .string()
      .optional()
      .describe(
        'Where the identity service writes the e-mails it would send (`messages.jsonl`); the embedded SMTP server writes `mail.jsonl` there too.',
      ),
    CORP_DEMO_SSO: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        "The hosted UI's emulated corporate identity provider, Corp Demo SSO (`identity_provider=CorpDemo`, `/corp-idp/login`, its demo employee); `false`: no provider is offered and `/corp-idp/*` answers 404.",
      ),
    OUTBOX_HTTP: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        '`GET /cognito/_outbox?to=` lists the outbox, a developer tool, to loopback clients (and `GET /mail/_outbox?to=` the e-mails, unless `SMTP_URL` is set); `false` answers 404 at both. The identity outbox is never served when `JWKS_URL` points to another identity service: the embedded one is then not in use.',
      ),
    IDENTITY_CODE_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('Lifetime of ForgotPassword and attribute verification codes, in seconds.'),
    IDENTITY_MAX_FAILED_PASSWORDS: z.coerce
      .number()
      .int()
      .positive()
      .default(5)
      .describe(
        'Failed passwords and wrong sign-in MFA codes per user within `IDENTITY_FAILED_PASSWORD_WINDOW_SECONDS` that lock sign-in ("Password attempts exceeded").',
      ),
    IDENTITY_FAILED_PASSWORD_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60)
      .describe('The window `IDENTITY_MAX_FAILED_PASSWORDS` counts failed passwords in, in seconds.'),
    IDENTITY_LOCKOUT_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60)
      .describe('How long the lock lasts after the last failure, in seconds.'),
    IDENTITY_MAX_PASSWORD_CHANGES: z.coerce
      .number()
      .int()
      .positive()
      .default(5)
      .describe(
        'ForgotPassword / ChangePassword calls per user within `IDENTITY_PASSWORD_CHANGE_WINDOW_SECONDS` before `LimitExceededException`; SignUp / ResendConfirmationCode calls per e-mail are limited alike, apart.',
      ),
    IDENTITY_PASSWORD_CHANGE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('The window `IDENTITY_MAX_PASSWORD_CHANGES` counts in, in seconds.'),
    IDENTITY_MAX_SIGN_IN_CODES: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe(
        'Codes sent to start a sign-in without the password (USER_AUTH EMAIL_OTP / SMS_OTP, the custom challenge without SRP) per account within `IDENTITY_SIGN_IN_CODE_WINDOW_SECONDS` before `LimitExceededException`: nobody may have texts or e-mails sent to someone else at will.',
      ),
    IDENTITY_SIGN_IN_CODE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('The window `IDENTITY_MAX_SIGN_IN_CODES` counts in, in seconds.'),
    IDENTITY_REQUESTS_PER_SECOND: z.coerce
      .number()
      .int()
      .positive()
      .default(120)
      .describe(
        "Requests per second per operation from one client address (the socket's) before `TooManyRequestsException`: one client spending its quota leaves everyone else's.",
      ),
    IDENTITY_ACCOUNT_REQUESTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(60)
      .describe(
        'Requests per minute per operation naming one account (`Username`, or `USERNAME` in `AuthParameters` / `ChallengeResponses`), from any address, before `TooManyRequestsException`.',
      ),
    IDENTITY_MAX_CODE_ATTEMPTS: z.coerce
      .number()
      .int()
      .positive()
      .default(5)
      .describe(
        'Tries of one e-mailed code (ConfirmForgotPassword, VerifyUserAttribute, ConfirmSignUp): the try that uses the last one, if wrong, deletes the code (`LimitExceededException`), and later tries answer `ExpiredCodeException` until a new code is requested.',
      ),
    IDENTITY_MAX_WRONG_CODES: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe(
        'Wrong e-mailed codes per user, across new codes, within `IDENTITY_WRONG_CODE_WINDOW_SECONDS` that lock code checks (`LimitExceededException`, even for the right code) until the oldest ages out.',
      ),
    IDENTITY_WRONG_CODE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('The window `IDENTITY_MAX_WRONG_CODES` counts wrong codes in, in seconds.'),
    IDENTITY_MAX_MFA_CODE_ATTEMPTS: z.coerce
      .number()
      .int()
      .positive()
      .default(3)
      .describe(
        'Tries of the MFA code (SOFTWARE_TOKEN_MFA, EMAIL_OTP) within one sign-in: the wrong try that uses the last one ends the sign-in ("Invalid session for the user, session is expired."). Every wrong MFA code also counts toward `IDENTITY_MAX_FAILED_PASSWORDS`.',
      ),
    IDENTITY_MFA_SETUP_TYPES: z
      .string()
      .default('SOFTWARE_TOKEN_MFA,EMAIL_OTP')
      .describe(
        'Comma-separated MFA types a user flagged "MFA setup required" may set up (MFA_SETUP\'s `MFAS_CAN_SETUP`): `SOFTWARE_TOKEN_MFA`, `EMAIL_OTP` or both.',
      ),
    IDENTITY_FIRST_FACTORS: z
      .string()
      .default('PASSWORD,EMAIL_OTP,SMS_OTP,WEB_AUTHN')
      .describe(
        'Comma-separated first factors the `USER_AUTH` flow offers (the pool\'s `AllowedFirstAuthFactors`): `PASSWORD` (both `PASSWORD` and `PASSWORD_SRP`), `EMAIL_OTP`, `SMS_OTP`, `WEB_AUTHN`. A user is offered those they can use (`SMS_OTP` needs a verified `phone_number`, `WEB_AUTHN` a passkey, which also needs `WEB_AUTHN` here to be registered); the login page\'s "Mais opções de acesso" lists them.',
      ),
    IDENTITY_CUSTOM_AUTH: z
      .enum(customAuthModules)
      .default('emailed-code')
      .describe(
        "The server-side module that answers the `CUSTOM_AUTH` flow, as Cognito's define/create/verify auth challenge triggers do (`server/identity/custom-auth/`): `emailed-code` (a code e-mailed to the user, to the outbox), or `none`: `CUSTOM_AUTH` is not enabled for the client.",
      ),
    TEMPORARY_PASSWORD_VALIDITY_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(365)
      .default(7)
      .describe(
        "The user pool's `TemporaryPasswordValidityDays`: days an invitation's temporary password signs in, after which sign-in answers \"Temporary password has expired and must be reset by an administrator.\" and the invitation shows as expired. With a real Cognito pool, set it to the pool's value.",
      ),
    IDENTITY_SELF_SIGN_UP: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        'Anyone may sign up (`SignUp`, the `/signup` page) and make a company; `false`: only administrators create users, as a Cognito pool with `AllowAdminCreateUserOnly`, and `SignUp` answers "SignUp is not permitted for this user pool". With a real Cognito pool, set it to match the pool.',
      ),
    IDENTITY_DEVICE_TRACKING: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        'The pool tracks devices (Cognito\'s `DeviceConfiguration`): each sign-in from a new browser gets a device (`NewDeviceMetadata`, which Amplify confirms with `ConfirmDevice`), listed on "Segurança da conta"; `false`: no device is handed out and the device operations answer `InvalidUserPoolConfigurationException`. With a real Cognito pool, set it and the two below to match the pool.',
      ),
    IDENTITY_CHALLENGE_REQUIRED_ON_NEW_DEVICE: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        "Cognito's `ChallengeRequiredOnNewDevice`: a remembered device signs in with device authentication (`DEVICE_SRP_AUTH`) instead of MFA; new and forgotten devices are still asked for MFA.",
      ),
    IDENTITY_DEVICE_ONLY_REMEMBERED_ON_USER_PROMPT: z
      .enum(['true', 'false'])
      .default('true')
      .describe(
        'Cognito\'s `DeviceOnlyRememberedOnUserPrompt`: a confirmed device is remembered only when the user asks ("Lembrar este dispositivo", `UpdateDeviceStatus`); `false`: every confirmed device is remembered at once.',
      ),
    IDENTITY_WEBAUTHN_USER_VERIFICATION: z
      .enum(['required', 'preferred'])
      .default('preferred')
      .describe(
        "Cognito's `WebAuthnConfiguration.UserVerification` for passkeys: `required` refuses a passkey whose authenticator did not verify the person (PIN, biometrics). The relying party id is `PUBLIC_URL`'s host name, and passkeys are accepted only from `PUBLIC_URL`'s origin; `IDENTITY_FIRST_FACTORS` must list `WEB_AUTHN`.",
      ),
  }),
  // No SMS gateway is wired yet: in production SMS codes would reach nobody, so SMS is not a first factor.
  productionDefaults: {
    OUTBOX_HTTP: 'false',
    CORP_DEMO_SSO: 'false',
    IDENTITY_FIRST_FACTORS: 'PASSWORD,EMAIL_OTP,WEB_AUTHN',
  },
  shownDefaults: {
    JWKS_URL: '`$PUBLIC_URL/cognito/$USER_POOL_ID/.well-known/jwks.json`',
    OAUTH_CALLBACK_URLS: '`$PUBLIC_URL/sso-callback`',
    OAUTH_LOGOUT_URLS: '`$PUBLIC_URL/`',
    OUTBOX_DIR: '`$DATA_DIR/outbox`',
  },
  read(values, { publicUrl, dataDir }: { publicUrl: string; dataDir: string }): IdentityConfig {
    const issuer = `${publicUrl}/cognito/${values.USER_POOL_ID}`;
    const embeddedJwksUrl = `${issuer}/.well-known/jwks.json`;
    // Bearer tokens are checked against the embedded pool's keys unless JWKS_URL names another service.
    const identityEmbedded = !values.JWKS_URL || values.JWKS_URL === embeddedJwksUrl;
    return {
      userPoolId: values.USER_POOL_ID,
      userPoolClientId: values.USER_POOL_CLIENT_ID,
      idTokenTtlSeconds: values.ID_TOKEN_TTL_SECONDS,
      accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS,
      issuer,
      jwksUrl: values.JWKS_URL ?? embeddedJwksUrl,
      oauthCallbackUrls: listOf(values.OAUTH_CALLBACK_URLS, `${publicUrl}/sso-callback`),
      oauthLogoutUrls: listOf(values.OAUTH_LOGOUT_URLS, `${publicUrl}/`),
      outboxDir: values.OUTBOX_DIR ?? path.join(dataDir, 'outbox'),
      outboxHttp: values.OUTBOX_HTTP === 'true' && identityEmbedded,
      corpDemoSso: values.CORP_DEMO_SSO === 'true',
      identityCodeTtlSeconds: values.IDENTITY_CODE_TTL_SECONDS,
      identityMaxFailedPasswords: values.IDENTITY_MAX_FAILED_PASSWORDS,
      identityFailedPasswordWindowSeconds: values.IDENTITY_FAILED_PASSWORD_WINDOW_SECONDS,
      identityLockoutSeconds: values.IDENTITY_LOCKOUT_SECONDS,
      identityMaxPasswordChanges: values.IDENTITY_MAX_PASSWORD_CHANGES,
      identityPasswordChangeWindowSeconds: values.IDENTITY_PASSWORD_CHANGE_WINDOW_SECONDS,
      identityMaxSignInCodes: values.IDENTITY_MAX_SIGN_IN_CODES,
      identitySignInCodeWindowSeconds: values.IDENTITY_SIGN_IN_CODE_WINDOW_SECONDS,
      identityRequestsPerSecond: values.IDENTITY_REQUESTS_PER_SECOND,
      identityAccountRequestsPerMinute: values.IDENTITY_ACCOUNT_REQUESTS_PER_MINUTE,
      identityMaxCodeAttempts: values.IDENTITY_MAX_CODE_ATTEMPTS,
      identityMaxWrongCodes: values.IDENTITY_MAX_WRONG_CODES,
      identityWrongCodeWindowSeconds: values.IDENTITY_WRONG_CODE_WINDOW_SECONDS,
      identityMaxMfaCodeAttempts: values.IDENTITY_MAX_MFA_CODE_ATTEMPTS,
      identityMfaSetupTypes: z
        .array(z.enum(mfaTypes))
        .min(1)
        .parse(values.IDENTITY_MFA_SETUP_TYPES.split(',').map((type) => type.trim())),
      identityFirstFactors: z
        .array(z.enum(firstFactors))
        .min(1)
        .parse(values.IDENTITY_FIRST_FACTORS.split(',').map((factor) => factor.trim())),
      identityCustomAuth: values.IDENTITY_CUSTOM_AUTH === 'none' ? null : values.IDENTITY_CUSTOM_AUTH,
      identityEmbedded,
      temporaryPasswordValidityDays: values.TEMPORARY_PASSWORD_VALIDITY_DAYS,
      identitySelfSignUp: values.IDENTITY_SELF_SIGN_UP === 'true',
      identityDevices:
        values.IDENTITY_DEVICE_TRACKING === 'true'
          ? {
              challengeRequiredOnNewDevice: values.IDENTITY_CHALLENGE_REQUIRED_ON_NEW_DEVICE === 'true',
              deviceOnlyRememberedOnUserPrompt:
                values.IDENTITY_DEVICE_ONLY_REMEMBERED_ON_USER_PROMPT === 'true',
            }
          : null,
      webAuthn: {
        relyingPartyId: new URL(publicUrl).hostname,
        origin: new URL(publicUrl).origin,
        userVerification: values.IDENTITY_WEBAUTHN_USER_VERIFICATION,
      },
    };
  },
});
