import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { signUpMessages } from '../../../src/api-contract/sign-up.ts';
import { corpDemoProvider } from '../../../server/identity/hosted-ui/corp-demo-directory.ts';
import { createAuthService, type IdentityAccount } from '../../../server/features/auth/auth.service.ts';
import { createLimits } from '../../../server/features/limits.ts';
import { createRateLimitHits } from '../../../server/db/rate-limit-hits.ts';
import { createSignUpService } from '../../../server/features/sign-up/sign-up.service.ts';
import { createStore } from '../../../server/features/store.ts';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

/*
 * A person who signed up makes their company with their first authenticated call (issue 27): what their
 * verified id token says is all the server goes by, as with Amazon Cognito. The identity side (SignUp,
 * ConfirmSignUp) has its own tests under tests/server/identity.
 */
describeOnEveryDatabase('a company made by its first person’s first call', (server) => {
  const store = () => createStore(server().running.db);
  const auth = () =>
    createAuthService({
      store: store(),
      identity: { userPool: undefined as never },
      limits: createLimits({ hits: createRateLimitHits(server().running.db) }),
      signUp: createSignUpService({ store: store() }),
    });
  const newAccount = (overrides: Partial<IdentityAccount> = {}): IdentityAccount => {
    const tag = randomUUID().slice(0, 8);
    return {
      sub: randomUUID(),
      email: `fundadora-${tag}@nova-empresa.com.br`,
      emailVerified: true,
      firstName: 'Fernanda',
      lastName: 'Fundadora',
      companyName: `Nova Empresa ${tag}`,
      ...overrides,
    };
  };
  const rows = <T extends Record<string, unknown>>(sql: string, params: unknown[]) =>
    server().running.db.query<T>(sql, params);
  const companiesNamed = (name: string) =>
    rows<{ id: string }>('SELECT id FROM companies WHERE name = $1', [name]);

  test('makes the company, its four ready templates and the person as its administrator, with audit entries', async () => {
    const account = newAccount();
    const caller = await auth().callerWithIdToken(account, null);
    expect(caller).toMatchObject({ isAdmin: true });
    const [company] = await companiesNamed(account.companyName!);
    expect(caller!.companyId).toBe(company!.id);
    const [user] = await rows<Record<string, unknown>>(
      'SELECT email_address, first_name, last_name, is_admin, auth_type FROM users WHERE cognito_id = $1',
      [account.sub],
    );
    expect(user).toEqual({
      email_address: account.email,
      first_name: 'Fernanda',
      last_name: 'Fundadora',
      is_admin: true,
      auth_type: 'cognito',
    });
    const templates = await rows<{ name: string; is_shared: boolean; questions: number }>(
      `SELECT t.name, t.is_shared, count(q.id)::int AS questions FROM templates t
         JOIN template_questions q ON q.template_id = t.id WHERE t.company_id = $1 GROUP BY t.id ORDER BY t.name`,
      [caller!.companyId],
    );
    expect(templates).toEqual(
      Object.values(readyTemplates)
        .map((ready) => ({ name: ready.name, is_shared: true, questions: ready.questions.length }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    const audit = await rows<{ action: string; target_name: string }>(
      'SELECT action, target_name FROM audit_log WHERE company_id = $1 ORDER BY action',
      [caller!.companyId],
    );
    expect(audit).toEqual([
      { action: 'company.created', target_name: account.companyName },
      { action: 'user.signed_up', target_name: account.email },
    ]);
  });

  test('later calls find the same person: nothing is made twice', async () => {
    const account = newAccount();
    const first = await auth().callerWithIdToken(account, null);
    const again = await auth().callerWithIdToken(account, null);
    expect(again).toEqual(first);
    expect(await companiesNamed(account.companyName!)).toHaveLength(1);
  });

  test('first calls at once make one company and one administrator', async () => {
    const account = newAccount();
    const callers = await Promise.all([1, 2, 3].map(() => auth().callerWithIdToken(account, null)));
    expect(new Set(callers.map((caller) => caller?.userId)).size).toBe(1);
    expect(callers.every((caller) => caller?.isAdmin)).toBe(true);
    expect(await companiesNamed(account.companyName!)).toHaveLength(1);
  });

  test('an unverified e-mail, or a token without a company name, makes nothing', async () => {
    const unverified = newAccount({ emailVerified: false });
    expect(await auth().callerWithIdToken(unverified, null)).toBeUndefined();
    expect(await companiesNamed(unverified.companyName!)).toHaveLength(0);
    expect(await auth().callerWithIdToken(newAccount({ companyName: null }), null)).toBeUndefined();
    expect(await auth().callerWithIdToken(newAccount({ companyName: '   ' }), null)).toBeUndefined();
  });

  test('a single-sign-on domain is refused: those people come through their company’s provider', async () => {
    const account = newAccount({ email: `alguem@${corpDemoProvider.ssoDomain}` });
    await expect(auth().callerWithIdToken(account, null)).rejects.toThrow(signUpMessages.ssoDomain);
    expect(await companiesNamed(account.companyName!)).toHaveLength(0);
  });

  test('an e-mail another company’s person has makes no company and takes nobody over', async () => {
    const account = newAccount({ email: accounts.seller.email.toUpperCase() });
    expect(await auth().callerWithIdToken(account, null)).toBeUndefined();
    expect(await companiesNamed(account.companyName!)).toHaveLength(0);
    const [seller] = await rows<{ cognito_id: string | null; is_admin: boolean }>(
      'SELECT cognito_id, is_admin FROM users WHERE id = $1',
      [accounts.seller.id],
    );
    expect(seller).toMatchObject({ is_admin: false });
    expect(seller!.cognito_id).not.toBe(account.sub);
  });
});
