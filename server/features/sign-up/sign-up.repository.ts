import type { Database } from '../../db/database.ts';

/** A verified identity-provider account with no company yet: what its id token says about the person. */
export type SignedUpPerson = {
  cognitoId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string;
};

/** `companies` and the first `users` row of a company that signs up (issue 27). */
export function createSignUpRepository(db: Database) {
  return {
    async createCompany(name: string): Promise<string> {
      const [row] = await db.query<{ id: string }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [
        name,
      ]);
      return row!.id;
    },

    /**
     * The company's first administrator. Null when the account or the e-mail already has a row: a concurrent
     * first call made it a moment ago (the unique cognito_id), or a person of another company owns the e-mail.
     */
    async addAdministrator(companyId: string, person: SignedUpPerson): Promise<string | null> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO users (company_id, email_address, first_name, last_name, is_admin, cognito_id, auth_type)
         VALUES ($1, $2, $3, $4, true, $5, 'cognito') ON CONFLICT DO NOTHING RETURNING id`,
        [companyId, person.email, person.firstName, person.lastName, person.cognitoId],
      );
      return row?.id ?? null;
    },
  };
}
