import { confirmSignIn, fetchDevices, forgetDevice, rememberDevice, signIn, signOut } from 'aws-amplify/auth';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureAmplify } from './amplify-setup.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/**
 * A remembered device skips MFA, with the real aws-amplify v6 client: it confirms the device the sign-in hands
 * out (ConfirmDevice, with its SRP verifier), remembers it (UpdateDeviceStatus), proves it at the next sign-in
 * (DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER) and forgets it (ForgetDevice).
 */

const PASSWORD = 'Demo@2026!';
const TOTP_SECRET = generateSecret();
const EMAIL = 'lembrar@demo.com.br';
let server: IdentityServer;
// Amplify names the device from the browser (getDeviceName reads navigator); Node 20 has no navigator.
const hadNavigator = 'navigator' in globalThis;

beforeAll(async () => {
  if (!hadNavigator)
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'vitest' }, configurable: true });
  server = await startIdentityServer();
  await server.identity.userPool.adminCreateUser({
    email: EMAIL,
    password: PASSWORD,
    mfa: { totpSecret: TOTP_SECRET },
  });
  configureAmplify(server);
});

afterAll(async () => {
  await signOut();
  if (!hadNavigator) Reflect.deleteProperty(globalThis, 'navigator');
  await server?.close();
});

async function signInWithTotp() {
  const first = await signIn({ username: EMAIL, password: PASSWORD });
  expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
  expect(
    (await confirmSignIn({ challengeResponse: await generate({ secret: TOTP_SECRET }) })).isSignedIn,
  ).toBe(true);
}

describe('a remembered device', () => {
  it('signs in without MFA until it is forgotten', async () => {
    await signInWithTotp();
    const [device] = await fetchDevices();
    expect(device).toMatchObject({
      name: 'vitest',
      attributes: { 'dev:device_remembered_status': 'not_remembered' },
    });

    await rememberDevice();
    expect((await fetchDevices())[0]?.attributes['dev:device_remembered_status']).toBe('remembered');
    await signOut();

    server.operationsSeen.length = 0;
    expect(await signIn({ username: EMAIL, password: PASSWORD })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    // Password (SRP), then the device's own SRP: no MFA code was asked for.
    expect(server.operationsSeen).toEqual([
      'InitiateAuth',
      'RespondToAuthChallenge',
      'RespondToAuthChallenge',
      'RespondToAuthChallenge',
    ]);

    await forgetDevice();
    expect(await fetchDevices()).toEqual([]);
    await signOut();
    await signInWithTotp();
  });
});
