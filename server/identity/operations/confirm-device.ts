import { CognitoError, invalidParameter } from '../cognito-errors.ts';
import { constraintFailed, requireDeviceTracking, requireOwnDevice } from '../devices/device-operations.ts';
import type { Operation } from './context.ts';
import { mapMember } from './input.ts';

const base64Hex = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(value)
    ? Buffer.from(value, 'base64').toString('hex')
    : '';

/**
 * ConfirmDevice: the device a sign-in handed out (NewDeviceMetadata) gives its name and the SRP salt and
 * verifier of its random secret, which DEVICE_SRP_AUTH later checks. Remembered at once unless the pool
 * waits for the user (DeviceOnlyRememberedOnUserPrompt), which the answer tells the client.
 */
export const confirmDevice: Operation = async (input, context) => {
  const settings = requireDeviceTracking(context);
  const { device } = await requireOwnDevice(context, input);
  const name = input.DeviceName;
  if (name !== undefined && (typeof name !== 'string' || name.length === 0 || name.length > 1024))
    throw constraintFailed(name, 'deviceName', 'Member must have length between 1 and 1024');
  const verifierConfig = mapMember(input, 'DeviceSecretVerifierConfig');
  const saltHex = base64Hex(verifierConfig.Salt);
  const verifierHex = base64Hex(verifierConfig.PasswordVerifier);
  if (!saltHex || !verifierHex) throw invalidParameter('Invalid device secret verifier config.');
  if (device.srpVerifier) throw new CognitoError('DeviceKeyExistsException', 'Device key already exists.');
  const remembered = !settings.deviceOnlyRememberedOnUserPrompt;
  await context.devices.confirm(device, {
    name: typeof name === 'string' ? name : null,
    saltHex,
    verifierHex,
    remembered,
  });
  return { UserConfirmationNecessary: !remembered };
};
