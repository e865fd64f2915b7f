import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AdminCredentials } from '../../identity/admin-credentials.ts';
import type { IdentityAdmin } from './identity-admin.ts';

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

/**
 * The admin operations over Cognito's wire protocol with the AWS SDK: the real Amazon Cognito pool, or the
 * embedded identity service (its endpoint), which checks the same SigV4 signature.
 */
export function createCognitoIdentityAdmin(options: {
  userPoolId: string;
  region: string;
  endpoint: string | undefined;
  credentials: AdminCredentials;
}): IdentityAdmin {
  // The SDK is some 20 MB of a server's memory once loaded (docs/benchmarks.md, "Memory"), for operations
  // an administrator runs now and then: it loads at the first one, not at start.
  let connected: Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
      sdk,
      client: new sdk.CognitoIdentityProviderClient({
        region: options.region,
        credentials: options.credentials,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      }),
    })));
  const UserPoolId = options.userPoolId;

  return {
    async invite({ email, firstName, lastName }) {
      const { sdk, client } = await connect();
      const answer = await client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          UserAttributes: [
            { Name: 'email', Value: email },
            // The pool e-mails the temporary password: the address is the person's, so it counts as verified.
            { Name: 'email_verified', Value: 'true' },
            ...(firstName ? [{ Name: 'given_name', Value: firstName }] : []),
            ...(lastName ? [{ Name: 'family_name', Value: lastName }] : []),
          ],
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
      const sub = answer.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!sub) throw new Error(`the user pool created ${email} without answering its sub`);
      return { sub };
    },

    async resendInvitation(email) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'RESEND',
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
    },

    async remove(email) {
      const { sdk, client } = await connect();
      await client
        .send(new sdk.AdminDeleteUserCommand({ UserPoolId, Username: email }))
        .catch((error: unknown) => {
          if (!(error instanceof sdk.UserNotFoundException)) throw error;
        });
    },

    async disable(email) {
      const { sdk, client } = await connect();
      await client.send(new sdk.AdminDisableUserCommand({ UserPoolId, Username: email }));
      await client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }));
    },

    async enable(email) {
      const { sdk, client } = await connect();
      await client.send(new sdk.AdminEnableUserCommand({ UserPoolId, Username: email }));
    },
  };
}
