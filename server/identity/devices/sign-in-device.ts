import { resourceNotFound } from '../cognito-errors.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';
import type { PoolDevice } from './device-store.ts';

export const DEVICE_SRP_AUTH = 'DEVICE_SRP_AUTH';

/** Amplify's retry key: it forgets its stored device and signs in again on exactly this message. */
export const deviceDoesNotExist = () => resourceNotFound('Device does not exist.');

/** The DEVICE_KEY a sign-in request carries (in AuthParameters or ChallengeResponses), if any. */
export function deviceKeyIn(parameters: Record<string, unknown>): string | null {
  const key = parameters.DEVICE_KEY;
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/**
 * The device a sign-in names, which must be the user's: a key the pool does not know (forgotten, another
 * user's, made up) is Cognito's "Device does not exist.", on which Amplify drops it and signs in again.
 * Null when the pool tracks no device or none is named.
 */
export async function namedDevice(
  context: IdentityContext,
  user: Pick<PoolUser, 'sub'> | null,
  parameters: Record<string, unknown>,
): Promise<PoolDevice | null> {
  const key = deviceKeyIn(parameters);
  if (!context.config.identityDevices || key === null) return null;
  const device = user ? await context.devices.find(user.sub, key) : null;
  if (!device) throw deviceDoesNotExist();
  return device;
}

/** InitiateAuth's check of the DEVICE_KEY it is given, before any password: the user's device, or none. */
export async function assertNamedDeviceExists(
  context: IdentityContext,
  parameters: Record<string, unknown>,
): Promise<void> {
  if (deviceKeyIn(parameters) === null) return;
  const username = typeof parameters.USERNAME === 'string' ? parameters.USERNAME : '';
  await namedDevice(context, await context.users.findByUsername(username), parameters);
}

/**
 * After a correct password, on a remembered device of a pool that lets remembered devices skip MFA
 * (ChallengeRequiredOnNewDevice): the device proves its own secret (DEVICE_SRP_AUTH, then
 * DEVICE_PASSWORD_VERIFIER) instead of the user answering MFA. Null on any other device.
 */
export async function deviceChallengeFor(
  context: IdentityContext,
  user: PoolUser,
  device: PoolDevice | null,
): Promise<JsonObject | null> {
  if (!context.config.identityDevices?.challengeRequiredOnNewDevice) return null;
  if (!device?.remembered || !device.srpVerifier) return null;
  return {
    ChallengeName: DEVICE_SRP_AUTH,
    Session: await context.sessions.open(DEVICE_SRP_AUTH, {
      username: user.username,
      state: { deviceKey: device.deviceKey },
    }),
    ChallengeParameters: { USERNAME: user.username },
  };
}

/**
 * A sign-in that ended with tokens, told of its device: the device it named is marked used; without one,
 * a pool that tracks devices hands out a new one (NewDeviceMetadata), which the client confirms.
 */
export async function withDeviceMetadata(
  context: IdentityContext,
  parameters: Record<string, unknown>,
  answer: JsonObject,
): Promise<JsonObject> {
  const result = answer.AuthenticationResult as JsonObject | undefined;
  if (!context.config.identityDevices || !result || typeof result.AccessToken !== 'string') return answer;
  const check = await context.tokens.checkAccessToken(result.AccessToken);
  if (check.kind !== 'valid') return answer;
  const key = deviceKeyIn(parameters);
  const known = key === null ? null : await context.devices.find(check.token.sub, key);
  if (known) {
    await context.devices.signedInFrom(known);
    return answer;
  }
  const created = await context.devices.create(check.token.sub);
  return {
    ...answer,
    AuthenticationResult: {
      ...result,
      NewDeviceMetadata: { DeviceKey: created.deviceKey, DeviceGroupKey: created.deviceGroupKey },
    },
  };
}
