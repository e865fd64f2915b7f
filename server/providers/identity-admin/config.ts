import { z } from 'zod';
import { configSlice, withoutTrailingSlash } from '../../config-slice.ts';
import type { AdminCredentials } from '../../identity/admin-credentials.ts';
import { regionOfPool } from '../../identity/srp.ts';

/**
 * Where the server invites, disables and signs out people (server/providers/identity-admin): the embedded
 * identity service by default, with the installation's key pair; a real Amazon Cognito user pool with
 * the AWS credentials given here.
 */
export type IdentityAdminConfig = {
  userPoolId: string;
  /** The pool's AWS region, from its id (`us-east-1_AbC`). */
  region: string;
  /** The embedded pool's endpoint; undefined: Amazon Cognito's own for the region. */
  endpoint: string | undefined;
  /** Configured AWS credentials; undefined: the embedded pool's installation key pair. */
  credentials: AdminCredentials | undefined;
};

export const identityAdminConfig = configSlice({
  title: 'Identity administration',
  intro: [
    "Inviting, disabling and signing out people (`/config/users`) calls the user pool's admin operations",
    '(`AdminCreateUser`, `AdminDeleteUser`, `AdminDisableUser`, `AdminEnableUser`, `AdminUserGlobalSignOut`)',
    'through the AWS SDK, signed with AWS Signature Version 4. By default they go to the embedded identity',
    "service on the server's own port, signed with a key pair made at the first start and kept in the database",
    '(`installation_secrets`).',
    'With `JWKS_URL` pointing at an Amazon Cognito pool, set `USER_POOL_ID` to that pool and the AWS',
    'credentials below (an IAM user or role allowed those five actions on the pool): the server refuses to start',
    'in production without them. [People administration](features/people.md) has the IAM policy.',
  ].join('\n'),
  env: z.object({
    IDENTITY_ADMIN_ACCESS_KEY_ID: z
      .string()
      .optional()
      .describe(
        "AWS access key id for the Cognito pool's admin operations; unset: the embedded pool's own key.",
      ),
    IDENTITY_ADMIN_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .describe('The secret access key of `IDENTITY_ADMIN_ACCESS_KEY_ID`.'),
    IDENTITY_ADMIN_ENDPOINT: z
      .url()
      .optional()
      .describe(
        "Endpoint of the admin operations; unset: the embedded pool's on this server's own port (`http://127.0.0.1:$PORT/cognito`, never through a proxy), or Amazon Cognito's for the pool's region when `JWKS_URL` names another identity service.",
      ),
  }),
  shownDefaults: { IDENTITY_ADMIN_ENDPOINT: '`http://127.0.0.1:$PORT/cognito`' },
  read(
    values,
    identity: { port: number; userPoolId: string; identityEmbedded: boolean },
  ): IdentityAdminConfig {
    const configured =
      values.IDENTITY_ADMIN_ACCESS_KEY_ID && values.IDENTITY_ADMIN_SECRET_ACCESS_KEY
        ? {
            accessKeyId: values.IDENTITY_ADMIN_ACCESS_KEY_ID,
            secretAccessKey: values.IDENTITY_ADMIN_SECRET_ACCESS_KEY,
          }
        : undefined;
    return {
      userPoolId: identity.userPoolId,
      region: regionOfPool(identity.userPoolId),
      endpoint:
        withoutTrailingSlash(values.IDENTITY_ADMIN_ENDPOINT) ??
        // Every server of the installation runs the embedded pool over the shared database: its own will do.
        (identity.identityEmbedded ? `http://127.0.0.1:${identity.port}/cognito` : undefined),
      credentials: configured,
    };
  },
});
