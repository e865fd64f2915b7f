import { constraintFailed, requireOwnDevice } from '../devices/device-operations.ts';
import type { Operation } from './context.ts';

const statuses = ['remembered', 'not_remembered'];

/** UpdateDeviceStatus: Amplify's rememberDevice (and a client that stops remembering one). */
export const updateDeviceStatus: Operation = async (input, context) => {
  const status = input.DeviceRememberedStatus;
  if (status !== undefined && (typeof status !== 'string' || !statuses.includes(status)))
    throw constraintFailed(
      status,
      'deviceRememberedStatus',
      `Member must satisfy enum value set: [${statuses.join(', ')}]`,
    );
  const { device } = await requireOwnDevice(context, input);
  if (status !== undefined) await context.devices.setRemembered(device, status === 'remembered');
  return {};
};
