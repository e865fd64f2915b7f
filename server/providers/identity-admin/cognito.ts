import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminCredentials } from '../../identity/admin-credentials.ts';
import type { IdentityAdmin } from './identity-admin.ts';

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
  const client = new CognitoIdentityProviderClient({
    region: options.region,
    credentials: options.credentials,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
  });
  const UserPoolId = options.userPoolId;

  return {
    async invite({ email, firstName, lastName }) {
      const answer = await client.send(
        new AdminCreateUserCommand({
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
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'RESEND',
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      );
    },

    async remove(email) {
      await client
        .send(new AdminDeleteUserCommand({ UserPoolId, Username: email }))
        .catch((error: unknown) => {
          if (!(error instanceof UserNotFoundException)) throw error;
        });
    },

    async disable(email) {
      await client.send(new AdminDisableUserCommand({ UserPoolId, Username: email }));
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }));
    },

    async enable(email) {
      await client.send(new AdminEnableUserCommand({ UserPoolId, Username: email }));
    },
  };
}
