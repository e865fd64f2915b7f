import type { ServerConfig } from '../../config.ts';
import type { AdminCredentials } from '../admin-credentials.ts';
import type { AuthSessionStore } from '../auth-sessions.ts';
import type { DecoyUsers } from '../decoy-users.ts';
import type { DeviceStore } from '../devices/device-store.ts';
import type { CodeStore } from '../one-time-codes.ts';
import type { Outbox } from '../outbox.ts';
import type { PasskeyStore } from '../passkeys/passkey-store.ts';
import type { PreSignUpCheck } from '../pre-sign-up.ts';
import type { RefreshTokenStore } from '../refresh-tokens.ts';
import type { SmsOutbox } from '../sms-outbox.ts';
import type { Throttle } from '../throttle.ts';
import type { TokenIssuer } from '../tokens.ts';
import type { UserStore } from '../user-store.ts';

/** Everything an operation may use; built once by createIdentityService. */
export type IdentityContext = {
  config: ServerConfig;
  /** The pool id's part after '_', which enters every SRP verifier. */
  poolName: string;
  now: () => Date;
  users: UserStore;
  sessions: AuthSessionStore;
  refreshTokens: RefreshTokenStore;
  tokens: TokenIssuer;
  /** E-mailed codes (ForgotPassword, attribute verification). */
  codes: CodeStore;
  outbox: Outbox;
  /** Text messages (SMS_MFA, SMS_OTP codes), beside the e-mail outbox. */
  smsOutbox: SmsOutbox;
  /** Stand-ins for unknown usernames, so no answer tells who has an account. */
  decoys: DecoyUsers;
  throttle: Throttle;
  /** The key pair admin operations must be signed with (SigV4), the installation's. */
  adminCredentials: AdminCredentials;
  /** What every SignUp must pass first (single-sign-on domains are refused), as a PreSignUp trigger. */
  preSignUp: PreSignUpCheck;
  /** Tracked devices (ConfirmDevice, DEVICE_SRP_AUTH...). */
  devices: DeviceStore;
  /** Passkeys (WebAuthn credentials) and the registrations users started. */
  passkeys: PasskeyStore;
};

export type JsonObject = Record<string, unknown>;

/** One `AWSCognitoIdentityProviderService.<Operation>`: the parsed JSON body in, the JSON answer out. */
export type Operation = (input: JsonObject, context: IdentityContext) => Promise<JsonObject>;
