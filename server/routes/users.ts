import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { sendParsed } from '../http/respond.ts';
import { userSchema, type User } from '../../src/services/api/schemas/user.ts';

type UserRow = {
  id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  company_id: string;
  import_meeting: number;
  email_meeting: number;
  template_id: string | null;
  is_default_template: boolean;
  reset_password: boolean;
  is_gmeet_connected: boolean;
  is_outlook_connected: boolean;
  is_outlook_legacy: boolean;
  cognito_id: string | null;
  auth_type: User['authType'];
};

export function usersRoutes(deps: { db: Database }) {
  return new Hono<ApiEnv>().get('/me', async (c) => {
    const caller = c.get('caller');
    const [row] = await deps.db.query<UserRow>('SELECT * FROM users WHERE id = $1 AND company_id = $2', [
      caller.userId,
      caller.companyId,
    ]);
    if (!row) throw new ApiProblem(404, 'Usuário não encontrado.');
    return sendParsed(c, userSchema, toUser(row));
  });
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    emailAddress: row.email_address,
    firstName: row.first_name,
    lastName: row.last_name,
    isAdmin: row.is_admin,
    companyId: row.company_id,
    importMeeting: row.import_meeting,
    emailMeeting: row.email_meeting,
    templateId: row.template_id,
    isDefaultTemplate: row.is_default_template,
    resetPassword: row.reset_password,
    isGMeetConnected: row.is_gmeet_connected,
    isOutlookConnected: row.is_outlook_connected,
    isOutlookLegacy: row.is_outlook_legacy,
    cognitoId: row.cognito_id,
    authType: row.auth_type,
  };
}
