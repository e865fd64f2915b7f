import { corpDemoProvider } from '../../identity/hosted-ui/corp-demo-directory.ts';
import type { IdentityService } from '../../identity/index.ts';
import type { MediaStorage } from '../../providers/media/storage.ts';
import type { Database } from '../database.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { accounts, companies, demoPassword, teams, type SeedAccount } from './accounts.ts';
import { seededCompanyFeatures } from './company-features.ts';
import { insertMeetings, seedMeetings } from './meetings.ts';
import { seedMeetingHistory, type AnalyseMeeting } from './meeting-history.ts';
import { storeSeededRecordings } from './store-recordings.ts';
import { templates } from './templates.ts';

type Deps = {
  db: Database;
  identity: Pick<IdentityService, 'userPool'>;
  /** The domain's analysis of a finished meeting; the seed writes fixtures, not rules. */
  analyse: AnalyseMeeting;
  now?: Date;
  /** The accounts to create: every demo account unless told otherwise (the e2e server adds copies). */
  accounts?: readonly SeedAccount[];
  /**
   * Where the finished meetings' recordings go (the server's media store); without it (the tests' template
   * databases, which have no media folder) they have none.
   */
  storage?: MediaStorage;
};

/**
 * Seeds the demo companies once. Identity-pool users are created first (idempotent by e-mail); then every
 * API row goes in one transaction whose first insert claims the demo company: a restart, or a second
 * process racing this one, finds it taken and adds only accounts that a newer seed plan brought (each
 * insert idempotent), so an existing database gets them too; the same goes for the finished meetings'
 * recordings, stored after the transaction. Returns whether this call seeded the company.
 */
export async function seedDemoData({
  db,
  identity,
  analyse,
  now = new Date(),
  accounts: accountsToSeed = Object.values(accounts),
  storage,
}: Deps): Promise<boolean> {
  const subs = new Map<SeedAccount, string | null>();
  for (const account of accountsToSeed) subs.set(account, await poolSubOf(identity, account));
  const basicPasswordHash = await hashPassword(demoPassword);
  const addAccounts = async (tx: Database) => {
    for (const [account, sub] of subs) await insertAccount(tx, account, sub, basicPasswordHash);
    await tx.query('INSERT INTO sso_domains (domain, provider_name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      corpDemoProvider.ssoDomain,
      corpDemoProvider.name,
    ]);
    // With the accounts: a database seeded before company features existed gets them too.
    for (const [companyId, features] of Object.entries(seededCompanyFeatures)) {
      for (const [feature, enabled] of Object.entries(features)) {
        await tx.query(
          'INSERT INTO company_features (company_id, feature, enabled) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [companyId, feature, enabled],
        );
      }
    }
  };

  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO companies (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [companies.demo.id, companies.demo.name],
    );
    if (claimed.length === 0) return false;
    await tx.query('INSERT INTO companies (id, name) VALUES ($1, $2)', [
      companies.other.id,
      companies.other.name,
    ]);
    for (const template of Object.values(templates)) {
      await tx.query('INSERT INTO templates (id, company_id, name, is_shared) VALUES ($1, $2, $3, true)', [
        template.id,
        template.companyId,
        template.name,
      ]);
      for (const [position, text] of template.questions.entries()) {
        await tx.query('INSERT INTO template_questions (template_id, position, text) VALUES ($1, $2, $3)', [
          template.id,
          position + 1,
          text,
        ]);
      }
    }
    for (const team of Object.values(teams)) {
      await tx.query('INSERT INTO teams (id, company_id, name) VALUES ($1, $2, $3)', [
        team.id,
        team.companyId,
        team.name,
      ]);
    }
    await addAccounts(tx);
    await insertMeetings(tx, seedMeetings(now));
    await seedMeetingHistory(tx, now, analyse);
    return true;
  });
  if (!seeded) await db.transaction(addAccounts);
  if (storage) await storeSeededRecordings(db, storage, now);
  return seeded;
}

/**
 * The pool sub the API row points at: null for backend-only users; for SSO users the sub the hosted UI
 * will give them at their first login; otherwise the pool user, created here.
 */
async function poolSubOf(
  identity: Pick<IdentityService, 'userPool'>,
  account: SeedAccount,
): Promise<string | null> {
  if (!account.cognitoSub || account.federated) return account.cognitoSub;
  const { sub } = await identity.userPool.adminCreateUser({
    email: account.email,
    password: demoPassword,
    givenName: account.firstName,
    familyName: account.lastName,
    sub: account.cognitoSub,
    status: account.identity?.status ?? 'CONFIRMED',
    ...(account.identity?.mfa ? { mfa: account.identity.mfa } : {}),
    ...(account.identity?.attributes ? { attributes: account.identity.attributes } : {}),
  });
  return sub;
}

async function insertAccount(
  tx: Database,
  account: SeedAccount,
  sub: string | null,
  basicPasswordHash: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, company_id, email_address, first_name, last_name, is_admin, cognito_id, auth_type,
                        basic_password_hash, template_id, reset_password, reset_password_requested_at,
                        migrate_to_cognito)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11 THEN now() END, $12)
     ON CONFLICT DO NOTHING`,
    [
      account.id,
      account.companyId,
      account.email,
      account.firstName,
      account.lastName,
      account.isAdmin,
      sub,
      sub ? 'cognito' : 'basic',
      sub ? null : basicPasswordHash,
      account.companyId === templates.spin.companyId ? templates.spin.id : null,
      account.resetPassword ?? false,
      account.migrateToCognito ?? false,
    ],
  );
  if (account.team) {
    await tx.query(
      'INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [teams[account.team.key].id, account.id, account.team.role],
    );
  }
}
