import { accounts, demoPassword } from '../../../server/db/seed/accounts.ts';

export { accounts, demoPassword };

/** One call of the identity service's Cognito protocol, as Amplify sends it. */
export const cognitoRequest = (baseUrl: string, operation: string, body: unknown) =>
  fetch(`${baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });

/** Signs in the way a client without SRP does: USER_PASSWORD_AUTH against the identity service. */
export async function signIn(baseUrl: string, email: string, password = demoPassword): Promise<string> {
  const response = await cognitoRequest(baseUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'pauta-web',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!response.ok || !token)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return token;
}

export const bearer = (token: string) => `Bearer ${token}`;
export const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** Signs in once per account and server; tests reuse the id token. */
export function tokenCache(baseUrl: () => string) {
  const tokens = new Map<string, Promise<string>>();
  return (email: string) => {
    const key = `${baseUrl()} ${email}`;
    let token = tokens.get(key);
    if (!token) tokens.set(key, (token = signIn(baseUrl(), email).then(bearer)));
    return token;
  };
}
