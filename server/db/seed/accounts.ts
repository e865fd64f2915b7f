/** Password of every seeded account (README lists them). */
export const demoPassword = 'Demo@2026!';

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
};

const account = (n: number, fields: Omit<SeedAccount, 'id' | 'cognitoSub'>, cognito = true): SeedAccount => ({
  id: `b0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  cognitoSub: cognito ? `c0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}` : null,
  ...fields,
});

const demo = companies.demo.id;

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
} satisfies Record<string, SeedAccount>;

export type AccountKey = keyof typeof accounts;
