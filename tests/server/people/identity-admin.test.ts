import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { expect, test } from 'vitest';
import { installationAdminCredentials } from '../../../server/identity/admin-credentials.ts';
import { createCognitoIdentityAdmin } from '../../../server/providers/identity-admin/cognito.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { firstSignIn, initiateAuth, outboxOf, refresh } from './people-support.ts';

const target = 'AWSCognitoIdentityProviderService.AdminDisableUser';

describeOnEveryDatabase('identity admin operations over SigV4 (embedded pool, AWS SDK adapter)', (server) => {
  const endpoint = () => `${server().baseUrl}/cognito`;
  const credentials = () => installationAdminCredentials(server().running.db);
  const adapter = async () =>
    createCognitoIdentityAdmin({
      userPoolId: server().running.config.userPoolId,
      region: 'local',
      endpoint: endpoint(),
      credentials: await credentials(),
    });

  /** AdminDisableUser posted by hand, signed (or not) as given. */
  const adminCall = async (sign?: { accessKeyId: string; secretAccessKey: string; region?: string }) => {
    const url = new URL(endpoint());
    const body = JSON.stringify({
      UserPoolId: server().running.config.userPoolId,
      Username: 'ninguem@demo.com.br',
    });
    let headers: Record<string, string> = {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': target,
    };
    if (sign) {
      const signer = new SignatureV4({
        service: 'cognito-idp',
        region: sign.region ?? 'local',
        credentials: sign,
        sha256: Sha256,
      });
      const signed = await signer.sign({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: {},
        headers,
        body,
      });
      headers = signed.headers;
    }
    const response = await fetch(url, { method: 'POST', headers, body });
    return {
      type: response.headers.get('x-amzn-errortype'),
      body: (await response.json()) as Record<string, string>,
    };
  };

  test('admin operations refuse unsigned calls, unknown keys, other secrets and other regions', async () => {
    const { accessKeyId, secretAccessKey } = await credentials();
    expect((await adminCall()).type).toBe('MissingAuthenticationTokenException');
    expect((await adminCall({ accessKeyId: 'AKIAOUTRACHAVE', secretAccessKey })).type).toBe(
      'UnrecognizedClientException',
    );
    expect((await adminCall({ accessKeyId, secretAccessKey: 'outro-segredo' })).type).toBe(
      'InvalidSignatureException',
    );
    expect((await adminCall({ accessKeyId, secretAccessKey, region: 'us-east-1' })).type).toBe(
      'InvalidSignatureException',
    );
    // Rightly signed, the operation runs: here, for a user the pool does not have.
    expect((await adminCall({ accessKeyId, secretAccessKey })).body).toEqual({
      __type: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  test('the key pair is the installation’s: made once, kept in the database, not a built-in one', async () => {
    const first = await credentials();
    expect(first.accessKeyId).toMatch(/^AKIA[0-9A-F]{16}$/);
    expect(first.secretAccessKey.length).toBeGreaterThanOrEqual(40);
    expect(await credentials()).toEqual(first);
  });

  test('the adapter invites (the pool e-mails the temporary password), disables, enables and removes', async () => {
    const admin = await adapter();
    const email = 'adaptador@demo.com.br';
    const { sub } = await admin.invite({ email, firstName: 'Ana', lastName: 'Prado' });
    expect(sub).toMatch(/^[0-9a-f-]{36}$/);
    const [invitation] = await outboxOf(server(), email);
    expect(invitation).toMatchObject({ kind: 'INVITATION', to: email });
    await expect(admin.invite({ email, firstName: null, lastName: null })).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });

    const { refreshToken } = await firstSignIn(server(), email, invitation!.code);
    await expect(admin.resendInvitation(email)).rejects.toMatchObject({
      name: 'UnsupportedUserStateException',
    });

    await admin.disable(email);
    expect((await initiateAuth(server(), email, invitation!.code)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    expect((await refresh(server(), refreshToken)).body).toMatchObject({ __type: 'NotAuthorizedException' });

    await admin.enable(email);
    expect((await initiateAuth(server(), email, invitation!.code)).body).toHaveProperty(
      'AuthenticationResult',
    );
    // Sign-ins ended by the disabling stay ended.
    expect((await refresh(server(), refreshToken)).status).toBe(400);

    await admin.remove(email);
    await admin.remove(email);
    expect((await initiateAuth(server(), email, invitation!.code)).body).toMatchObject({
      message: 'Incorrect username or password.',
    });
  });

  test('RESEND and SUPPRESS: a new temporary password replaces the old one; SUPPRESS e-mails nothing', async () => {
    const admin = await adapter();
    const email = 'reenviar@demo.com.br';
    await admin.invite({ email, firstName: null, lastName: null });
    const [first] = await outboxOf(server(), email);
    await admin.resendInvitation(email);
    const [second] = await outboxOf(server(), email);
    expect(second!.code).not.toBe(first!.code);
    expect((await initiateAuth(server(), email, first!.code)).status).toBe(400);
    expect((await initiateAuth(server(), email, second!.code)).body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
    });
  });
});
