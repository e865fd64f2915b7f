import { corpDemoProvider, corporateAccounts } from '../../identity/hosted-ui/corp-demo-directory.ts';
import { federatedSub } from '../../identity/hosted-ui/federated-users.ts';
import { EMAILED_CODE_ATTRIBUTE } from '../../identity/custom-auth/emailed-code.ts';
import type { NewUserMfa, UserStatus } from '../../identity/user-store.ts';

/** Password of every seeded account (README lists them). */
export const demoPassword = 'Demo@2026!';

/** Base32 TOTP secret of mfa@demo.com.br: add it to an authenticator app (README, start-up output). */
export const demoTotpSecret = 'PAUTADEMOTOTPSECRETPTBRVENDASXYZ';

/** Verified phone of sms@demo.com.br: its SMS codes are listed at /cognito/_sms-outbox?to=<this number>. */
export const demoSmsPhone = '+5511987650018';

export const companies = {
  demo: { id: '0a000000-0000-4000-8000-000000000001', name: 'Demo Vendas Ltda' },
  /** A second tenant, so tests can prove that nothing crosses company lines. */
  other: { id: '0a000000-0000-4000-8000-000000000002', name: 'Outra Empresa SA' },
} as const;

export const teams = {
  comercial: { id: 'd0000000-0000-4000-8000-000000000001', name: 'Comercial', companyId: companies.demo.id },
  insideSales: {
    id: 'd0000000-0000-4000-8000-000000000002',
    name: 'Inside Sales',
    companyId: companies.demo.id,
  },
} as const;

export type TeamKey = keyof typeof teams;

export type SeedAccount = {
  id: string;
  /** The identity service's `sub`; null for legacy basic-auth users, who have no identity-pool account. */
  cognitoSub: string | null;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  team: { key: TeamKey; role: string } | null;
  /** Shown at start-up and in README. */
  description: string;
  /** How the identity-pool user starts; CONFIRMED without MFA when absent. */
  identity?: { status?: UserStatus; mfa?: NewUserMfa; attributes?: Record<string, string> };
  /** users.reset_password: the SPA forces /update-password after sign-in. */
  resetPassword?: boolean;
  /** A basic user whose next correct basic login creates their identity-pool account (POST /api/auth/basic-login). */
  migrateToCognito?: boolean;
  /** Signs in only through SSO: the hosted UI creates the pool user (sub = cognitoSub) at the first login. */
  federated?: boolean;
};

const account = (n: number, fields: Omit<SeedAccount, 'id' | 'cognitoSub'>, cognito = true): SeedAccount => ({
  id: `b0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  cognitoSub: cognito ? `c0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}` : null,
  ...fields,
});

const demo = companies.demo.id;
const comercialSeller = { key: 'comercial', role: 'member' } as const;
const [carla] = corporateAccounts;
if (!carla) throw new Error('the Corp Demo directory has no account to seed');

export const accounts = {
  seller: account(1, {
    companyId: demo,
    email: 'vendedor@demo.com.br',
    firstName: 'Lucas',
    lastName: 'Almeida',
    isAdmin: false,
    team: { key: 'comercial', role: 'member' },
    description: 'vendedor, equipe Comercial (member)',
  }),
  leader: account(2, {
    companyId: demo,
    email: 'lider@demo.com.br',
    firstName: 'Mariana',
    lastName: 'Costa',
    isAdmin: false,
    team: { key: 'comercial', role: 'admin' },
    description: 'líder da equipe Comercial (admin)',
  }),
  admin: account(3, {
    companyId: demo,
    email: 'admin@demo.com.br',
    firstName: 'Ricardo',
    lastName: 'Souza',
    isAdmin: true,
    team: null,
    description: 'administrador da empresa (isAdmin)',
  }),
  fernanda: account(4, {
    companyId: demo,
    email: 'fernanda.lima@demo.com.br',
    firstName: 'Fernanda',
    lastName: 'Lima',
    isAdmin: false,
    team: { key: 'comercial', role: 'member' },
    description: 'vendedora, equipe Comercial (member)',
  }),
  // Upper-case MASTER on purpose: leadership roles are compared case-insensitively.
  beatriz: account(5, {
    companyId: demo,
    email: 'beatriz.santos@demo.com.br',
    firstName: 'Beatriz',
    lastName: 'Santos',
    isAdmin: false,
    team: { key: 'insideSales', role: 'MASTER' },
    description: 'líder da equipe Inside Sales (MASTER)',
  }),
  joao: account(6, {
    companyId: demo,
    email: 'joao.pereira@demo.com.br',
    firstName: 'João',
    lastName: 'Pereira',
    isAdmin: false,
    team: { key: 'insideSales', role: 'member' },
    description: 'vendedor, equipe Inside Sales (member)',
  }),
  rafael: account(7, {
    companyId: demo,
    email: 'rafael.oliveira@demo.com.br',
    firstName: 'Rafael',
    lastName: 'Oliveira',
    isAdmin: false,
    team: { key: 'insideSales', role: 'member' },
    description: 'vendedor, equipe Inside Sales (member)',
  }),
  legacyBasic: account(
    8,
    {
      companyId: demo,
      email: 'legado@demo.com.br',
      firstName: 'Paulo',
      lastName: 'Ribeiro',
      isAdmin: false,
      team: null,
      description: 'usuário legado com autenticação basic (somente API)',
    },
    false,
  ),
  otherCompany: account(9, {
    companyId: companies.other.id,
    email: 'contato@outraempresa.com.br',
    firstName: 'Helena',
    lastName: 'Vasconcelos',
    isAdmin: false,
    team: null,
    description: 'vendedora da Outra Empresa SA',
  }),
  // Issue 3: one account per sign-in path, all sellers of the Comercial team.
  newPassword: account(10, {
    companyId: demo,
    email: 'novo@demo.com.br',
    firstName: 'Bruno',
    lastName: 'Carvalho',
    isAdmin: false,
    team: comercialSeller,
    description: 'senha temporária: o login define a senha definitiva (NEW_PASSWORD_REQUIRED)',
    identity: { status: 'FORCE_CHANGE_PASSWORD' },
  }),
  totpMfa: account(11, {
    companyId: demo,
    email: 'mfa@demo.com.br',
    firstName: 'Camila',
    lastName: 'Rocha',
    isAdmin: false,
    team: comercialSeller,
    description: `MFA por aplicativo (TOTP), segredo ${demoTotpSecret}`,
    identity: { mfa: { totpSecret: demoTotpSecret, preferred: 'TOTP' } },
  }),
  emailMfa: account(12, {
    companyId: demo,
    email: 'email-mfa@demo.com.br',
    firstName: 'Diego',
    lastName: 'Martins',
    isAdmin: false,
    team: comercialSeller,
    description: 'MFA por e-mail (EMAIL_OTP): o código vai para a caixa de saída local',
    identity: { mfa: { emailOtp: true, preferred: 'EMAIL' } },
  }),
  smsMfa: account(18, {
    companyId: demo,
    email: 'sms@demo.com.br',
    firstName: 'Larissa',
    lastName: 'Teixeira',
    isAdmin: false,
    team: null,
    description: `MFA por SMS (SMS_MFA) e entrada por código SMS (SMS_OTP), telefone ${demoSmsPhone}: o código vai para a caixa de saída de SMS local`,
    identity: {
      mfa: { smsOtp: true, preferred: 'SMS' },
      attributes: { phone_number: demoSmsPhone, phone_number_verified: 'true' },
    },
  }),
  customChallenge: account(19, {
    companyId: demo,
    email: 'verificacao@demo.com.br',
    firstName: 'Marcelo',
    lastName: 'Pires',
    isAdmin: false,
    team: null,
    description:
      'verificação adicional (CUSTOM_AUTH): depois da senha, um código enviado por e-mail para a caixa de saída local',
    identity: { attributes: { [EMAILED_CODE_ATTRIBUTE]: 'emailed-code' } },
  }),
  migrated: account(
    13,
    {
      companyId: demo,
      email: 'migrado@demo.com.br',
      firstName: 'Eduardo',
      lastName: 'Gomes',
      isAdmin: false,
      team: comercialSeller,
      description: 'só no backend: o login basic o migra para o provedor de identidade (cognitoId)',
      migrateToCognito: true,
    },
    false,
  ),
  resetPassword: account(14, {
    companyId: demo,
    email: 'trocar@demo.com.br',
    firstName: 'Gabriela',
    lastName: 'Nunes',
    isAdmin: false,
    team: comercialSeller,
    description: 'troca de senha obrigatória após o login (resetPassword)',
    resetPassword: true,
  }),
  unconfirmed: account(15, {
    companyId: demo,
    email: 'naoconfirmado@demo.com.br',
    firstName: 'Henrique',
    lastName: 'Barbosa',
    isAdmin: false,
    team: comercialSeller,
    description: 'conta não confirmada (UNCONFIRMED)',
    identity: { status: 'UNCONFIRMED' },
  }),
  // After an administrator's reset: signing in raises PasswordResetRequiredException (the RESET_PASSWORD
  // step), and only the e-mailed code of the reset flow lets the user in again.
  resetRequired: account(17, {
    companyId: demo,
    email: 'redefinir@demo.com.br',
    firstName: 'Isabela',
    lastName: 'Freitas',
    isAdmin: false,
    team: comercialSeller,
    description:
      'redefinição de senha exigida pelo provedor (RESET_PASSWORD): código pela caixa de saída local',
    identity: { status: 'RESET_REQUIRED' },
  }),
  sso: {
    ...account(16, {
      companyId: demo,
      email: carla.email,
      firstName: carla.givenName,
      lastName: carla.familyName,
      isAdmin: false,
      team: comercialSeller,
      description: `SSO pelo provedor ${corpDemoProvider.name} (domínio ${corpDemoProvider.ssoDomain}), via /sso`,
      federated: true,
    }),
    cognitoSub: federatedSub(corpDemoProvider.name, carla.id),
  },
} satisfies Record<string, SeedAccount>;

export type AccountKey = keyof typeof accounts;
