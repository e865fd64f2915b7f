import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { IdentityServer } from './identity-server.ts';

/**
 * Points this test file's Amplify (a process singleton: one configuration per file) at the server,
 * with tokens kept in memory.
 */
export function configureAmplify(server: IdentityServer): Map<string, string> {
  const storage = new Map<string, string>();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: server.config.userPoolId,
        userPoolClientId: server.config.userPoolClientId,
        userPoolEndpoint: server.endpoint,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void storage.set(key, value),
    getItem: async (key) => storage.get(key) ?? null,
    removeItem: async (key) => void storage.delete(key),
    clear: async () => storage.clear(),
  });
  return storage;
}

/** The error an Amplify call fails with, as `{ name, message }`. */
export async function failureOf(call: Promise<unknown>): Promise<{ name: string; message: string }> {
  const error: unknown = await call.then(
    () => new Error('the call succeeded'),
    (failure: unknown) => failure,
  );
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: '', message: String(error) };
}
