import type { IdentityContext, JsonObject } from '../operations/context.ts';

/** One InitiateAuth AuthFlow, given the request's AuthParameters. */
export type AuthFlow = (parameters: Record<string, unknown>, context: IdentityContext) => Promise<JsonObject>;
