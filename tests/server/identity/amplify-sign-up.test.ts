import {
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { companyNameAttribute, signUpMessages } from '../../../src/api-contract/sign-up.ts';
import { configureAmplify, failureOf } from './amplify-setup.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** A company's first person signs up with the real aws-amplify v6 client (issue 27). */

const PASSWORD = 'Cadastro@2026';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  configureAmplify(server);
});
afterEach(async () => {
  await signOut();
});
afterAll(async () => {
  await server?.close();
});

const newAccount = (email: string) =>
  signUp({
    username: email,
    password: PASSWORD,
    options: {
      userAttributes: {
        email,
        given_name: 'Fernanda',
        family_name: 'Fundadora',
        [companyNameAttribute]: 'Nova Empresa',
      },
    },
  });

it('signUp, a sign-in that must confirm first, resendSignUpCode, confirmSignUp, then signIn', async () => {
  const email = 'fernanda@nova-empresa.com.br';

  const started = await newAccount(email);

  expect(started).toEqual({
    isSignUpComplete: false,
    userId: expect.any(String),
    nextStep: {
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { destination: 'f***@n***', deliveryMedium: 'EMAIL', attributeName: 'email' },
    },
  });
  expect(await signIn({ username: email, password: PASSWORD })).toEqual({
    isSignedIn: false,
    nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
  });
  expect(await resendSignUpCode({ username: email })).toEqual({
    destination: 'f***@n***',
    deliveryMedium: 'EMAIL',
    attributeName: 'email',
  });

  expect(await confirmSignUp({ username: email, confirmationCode: await server.latestCode(email) })).toEqual({
    isSignUpComplete: true,
    nextStep: { signUpStep: 'DONE' },
  });

  expect(await signIn({ username: email, password: PASSWORD })).toEqual({
    isSignedIn: true,
    nextStep: { signInStep: 'DONE' },
  });
  const { tokens } = await fetchAuthSession();
  expect(tokens?.idToken?.payload).toMatchObject({
    sub: started.userId,
    [companyNameAttribute]: 'Nova Empresa',
  });
  expect(await fetchUserAttributes()).toMatchObject({
    email,
    email_verified: 'true',
    given_name: 'Fernanda',
    family_name: 'Fundadora',
    [companyNameAttribute]: 'Nova Empresa',
  });
});

it('a wrong code fails confirmSignUp with CodeMismatchException', async () => {
  const email = 'errou@nova-empresa.com.br';
  await newAccount(email);
  const code = await server.latestCode(email);
  expect(
    await failureOf(
      confirmSignUp({ username: email, confirmationCode: code === '123456' ? '654321' : '123456' }),
    ),
  ).toEqual({
    name: 'CodeMismatchException',
    message: 'Invalid verification code provided, please try again.',
  });
});

it('a single-sign-on domain fails signUp with the product’s message', async () => {
  await server.db.query("INSERT INTO sso_domains (domain, provider_name) VALUES ('sso.com.br', 'CorpDemo')");
  expect(await failureOf(newAccount('pessoa@sso.com.br'))).toEqual({
    name: 'UserLambdaValidationException',
    message: `PreSignUp failed with error ${signUpMessages.ssoDomain}.`,
  });
});
