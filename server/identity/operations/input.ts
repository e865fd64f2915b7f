import { invalidParameter, resourceNotFound } from '../cognito-errors.ts';
import { usernameOf } from '../user-store.ts';
import type { IdentityContext, JsonObject } from './context.ts';

/** A top-level member, refused with the message of Cognito's request validation. */
export function requireMember(input: JsonObject, member: string): string {
  const value = input[member];
  if (typeof value === 'string' && value.length > 0) return value;
  const field = member.charAt(0).toLowerCase() + member.slice(1);
  throw invalidParameter(
    `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`,
  );
}

/** A map member such as AuthParameters or ChallengeResponses; absent counts as empty. */
export function mapMember(input: JsonObject, member: string): Record<string, unknown> {
  const value = input[member];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

/** A key of AuthParameters or ChallengeResponses. */
export function requireParameter(parameters: Record<string, unknown>, name: string): string {
  const value = parameters[name];
  if (typeof value === 'string' && value.length > 0) return value;
  throw invalidParameter(`Missing required parameter ${name}`);
}

/** The ClientId of the request, which must be this pool's app client. */
export function requireClientId(input: JsonObject, context: IdentityContext): string {
  const clientId = requireMember(input, 'ClientId');
  if (clientId !== context.config.userPoolClientId)
    throw resourceNotFound(`User pool client ${clientId} does not exist.`);
  return clientId;
}

/** The account a request names, if any: `Username`, or `USERNAME` in AuthParameters or ChallengeResponses. */
export function accountNamedIn(input: JsonObject): string | null {
  const named = [
    input.Username,
    mapMember(input, 'AuthParameters').USERNAME,
    mapMember(input, 'ChallengeResponses').USERNAME,
  ].find((value): value is string => typeof value === 'string' && value.length > 0);
  return named === undefined ? null : usernameOf(named);
}
