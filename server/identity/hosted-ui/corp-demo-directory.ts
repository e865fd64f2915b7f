import { timingSafeEqual } from 'node:crypto';

/**
 * The emulated corporate identity provider "Corp Demo SSO": its name in the user pool (what the SPA
 * passes as identity_provider) and its employees. A real deployment federates with the company's IdP.
 */
export const corpDemoProvider = { name: 'CorpDemo', type: 'OIDC', ssoDomain: 'empresa-sso.com.br' } as const;

export type CorporateAccount = {
  /** The provider's stable id for the person (an OIDC `sub`); the pool username is `CorpDemo_<id>`. */
  id: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
};

export const corporateAccounts: readonly CorporateAccount[] = [
  {
    id: '00u7carla1mendes',
    email: 'carla.mendes@empresa-sso.com.br',
    password: 'Demo@2026!',
    givenName: 'Carla',
    familyName: 'Mendes',
  },
];

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function checkCorporateCredentials(email: string, password: string): CorporateAccount | null {
  const account = corporateAccounts.find((candidate) => candidate.email === email.trim().toLowerCase());
  return account && sameText(account.password, password) ? account : null;
}
