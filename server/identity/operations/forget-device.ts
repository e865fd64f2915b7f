import { requireOwnDevice } from '../devices/device-operations.ts';
import type { Operation } from './context.ts';

/** ForgetDevice: the device is removed; signing in from it again is a new device, asked for MFA. */
export const forgetDevice: Operation = async (input, context) => {
  const { device } = await requireOwnDevice(context, input);
  await context.devices.forget(device);
  return {};
};
