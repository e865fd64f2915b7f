import type { AuthFlow } from '../auth-flows/auth-flow.ts';
import { customAuth } from '../auth-flows/custom-auth.ts';
import { refreshTokenAuth } from '../auth-flows/refresh-token-auth.ts';
import { userAuth } from '../auth-flows/user-auth.ts';
import { userPasswordAuth } from '../auth-flows/user-password-auth.ts';
import { userSrpAuth } from '../auth-flows/user-srp-auth.ts';
import { invalidParameter } from '../cognito-errors.ts';
import { assertNamedDeviceExists, withDeviceMetadata } from '../devices/sign-in-device.ts';
import type { Operation } from './context.ts';
import { mapMember, requireClientId, requireMember } from './input.ts';

/** Flows that renew a sign-in rather than start one: no device is named or handed out. */
const refreshFlows = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/** The flows this pool's app client allows; a new flow is one more entry. */
const authFlows: Record<string, AuthFlow> = {
  USER_SRP_AUTH: userSrpAuth,
  USER_PASSWORD_AUTH: userPasswordAuth,
  USER_AUTH: userAuth,
  CUSTOM_AUTH: customAuth,
  REFRESH_TOKEN_AUTH: refreshTokenAuth,
  REFRESH_TOKEN: refreshTokenAuth,
};

export const initiateAuth: Operation = async (input, context) => {
  requireClientId(input, context);
  const flowName = requireMember(input, 'AuthFlow');
  const flow = Object.hasOwn(authFlows, flowName) ? authFlows[flowName] : undefined;
  if (!flow) throw invalidParameter(`${flowName} flow not enabled for this client`);
  const parameters = mapMember(input, 'AuthParameters');
  if (refreshFlows.has(flowName)) return flow(parameters, context);
  await assertNamedDeviceExists(context, parameters);
  return withDeviceMetadata(context, parameters, await flow(parameters, context));
};
