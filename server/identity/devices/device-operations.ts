import { CognitoError, invalidParameter } from '../cognito-errors.ts';
import type { DeviceConfiguration } from '../config.ts';
import type { IdentityContext } from '../operations/context.ts';
import { requireMember } from '../operations/input.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { PoolUser } from '../user-store.ts';
import type { PoolDevice } from './device-store.ts';
import { deviceDoesNotExist } from './sign-in-device.ts';

/** The pool's device settings; a pool that tracks no device answers the device operations this way. */
export function requireDeviceTracking(context: IdentityContext): DeviceConfiguration {
  const devices = context.config.identityDevices;
  if (!devices)
    throw new CognitoError(
      'InvalidUserPoolConfigurationException',
      'Device tracking is not enabled for this user pool.',
    );
  return devices;
}

/** The signed-in user and the device of theirs the request names (DeviceKey). */
export async function requireOwnDevice(
  context: IdentityContext,
  input: Record<string, unknown>,
): Promise<{ user: PoolUser; device: PoolDevice }> {
  requireDeviceTracking(context);
  const user = await requireSignedInUser(context, input);
  const device = await context.devices.find(user.sub, requireMember(input, 'DeviceKey'));
  if (!device) throw deviceDoesNotExist();
  return { user, device };
}

/** Cognito's epoch seconds, as its JSON protocol writes timestamps. */
const epochSeconds = (date: Date) => date.getTime() / 1000;

/** A device as ListDevices and GetDevice describe it (DeviceType). */
export function describeDevice(device: PoolDevice) {
  return {
    DeviceKey: device.deviceKey,
    DeviceAttributes: [
      { Name: 'device_status', Value: device.srpVerifier ? 'valid' : 'unconfirmed' },
      ...(device.name ? [{ Name: 'device_name', Value: device.name }] : []),
      { Name: 'dev:device_remembered_status', Value: device.remembered ? 'remembered' : 'not_remembered' },
    ],
    DeviceCreateDate: epochSeconds(device.createdAt),
    DeviceLastModifiedDate: epochSeconds(device.lastModifiedAt),
    DeviceLastAuthenticatedDate: epochSeconds(device.lastAuthenticatedAt),
  };
}

/** A validation refusal worded as Cognito's request validation words it. */
export const constraintFailed = (value: unknown, member: string, constraint: string) =>
  invalidParameter(
    `1 validation error detected: Value '${String(value)}' at '${member}' failed to satisfy constraint: ${constraint}`,
  );
