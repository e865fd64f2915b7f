import { constraintFailed, describeDevice, requireDeviceTracking } from '../devices/device-operations.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { offsetOfPageToken, pageTokenOf } from './page-token.ts';

const MAX_LIMIT = 60;

/** ListDevices (Amplify's fetchDevices): the user's devices, most recently used first, up to Limit (60). */
export const listDevices: Operation = async (input, context) => {
  requireDeviceTracking(context);
  const limit = input.Limit ?? MAX_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT)
    throw constraintFailed(limit, 'limit', `Member must have value less than or equal to ${MAX_LIMIT}`);
  const user = await requireSignedInUser(context, input);
  const offset = offsetOfPageToken(input.PaginationToken, 'Invalid pagination token.');
  // One more than asked: whether a next page exists, without counting them all.
  const devices = await context.devices.listOf(user.sub, { limit: limit + 1, offset });
  const page = devices.slice(0, limit);
  return {
    Devices: page.map(describeDevice),
    ...(devices.length > limit ? { PaginationToken: pageTokenOf(offset + limit) } : {}),
  };
};
