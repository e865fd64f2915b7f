import {
  accounts,
  demoPassword,
  demoTotpSecret,
  type SeedAccount,
} from '../../../server/db/seed/accounts.ts';

/*
 * An administrator who signs in with a TOTP code, seeded for the end-to-end run only (support/server.ts): the
 * live-diagram test (issue 32) watches an administrator's own TOTP sign-in, and the seed's administrator
 * cannot serve, since inspector.spec.ts turns TOTP on and off for that account while the other worker runs.
 */
export const adminWithTotp: SeedAccount = {
  ...accounts.admin,
  id: 'b0000000-0000-4000-8000-000000000903',
  cognitoSub: 'c0000000-0000-4000-8000-000000000903',
  email: 'admin-mfa@demo.com.br',
  firstName: 'Renata',
  lastName: 'Prado',
  description: 'administradora com MFA por aplicativo (TOTP), só na execução de ponta a ponta',
  identity: { mfa: { totpSecret: demoTotpSecret, preferred: 'TOTP' } },
};

/** What the sign-in form takes, and the secret its authenticator app holds. */
export const adminTotpSignIn = {
  email: adminWithTotp.email,
  password: demoPassword,
  totpSecret: demoTotpSecret,
};
