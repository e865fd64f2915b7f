import { accounts, demoTotpSecret, type SeedAccount } from '../../../server/db/seed/accounts.ts';

/**
 * The account of the account security spec (issue 26), only in the end-to-end run: it adds passkeys and
 * remembers and forgets devices, with TOTP MFA so a remembered device visibly skips the code. Its own
 * account, since MFA and sign-in options of the seed's accounts are what other specs check.
 */
export const securityAccount: SeedAccount = {
  ...accounts.totpMfa,
  id: 'b0000000-0000-4000-8000-000000000990',
  cognitoSub: 'c0000000-0000-4000-8000-000000000990',
  email: 'seguranca@demo.com.br',
  firstName: 'Paula',
  lastName: 'Nunes',
  team: null,
  description: 'MFA por aplicativo (TOTP), chaves de acesso e dispositivos, só na execução de ponta a ponta',
  identity: { mfa: { totpSecret: demoTotpSecret, preferred: 'TOTP' } },
};
