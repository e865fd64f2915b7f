import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { hashPassword, verifyPassword } from '../http/passwords.ts';
import { readJson } from '../http/read-request.ts';
import { sendParsed } from '../http/respond.ts';
import { assertPasswordConforms } from '../identity/password-policy.ts';
import { updatePasswordRequestSchema } from '../../src/services/api/schemas/auth.ts';
import { userSchema, type User } from '../../src/services/api/schemas/user.ts';

type PasswordRow = { auth_type: User['authType']; basic_password_hash: string | null };

// The columns of userSchema under its own names, so the answer is the user as GET /api/users/me shows it.
const userColumns = `id, email_address AS "emailAddress", first_name AS "firstName", last_name AS "lastName",
  is_admin AS "isAdmin", company_id AS "companyId", import_meeting AS "importMeeting",
  email_meeting AS "emailMeeting", template_id AS "templateId", is_default_template AS "isDefaultTemplate",
  reset_password AS "resetPassword", is_gmeet_connected AS "isGMeetConnected",
  is_outlook_connected AS "isOutlookConnected", is_outlook_legacy AS "isOutlookLegacy",
  cognito_id AS "cognitoId", auth_type AS "authType"`;

/**
 * `PATCH /update-password`, the end of a forced password update. Identity-provider users changed their
 * password there already, so only the flag is cleared; basic users change it here, proving the old one.
 */
export function passwordRoutes(deps: { db: Database }) {
  return new Hono<ApiEnv>().patch('/update-password', async (c) => {
    const caller = c.get('caller');
    const { password, oldPassword } = await readJson(c, updatePasswordRequestSchema);
    const [row] = await deps.db.query<PasswordRow>(
      'SELECT auth_type, basic_password_hash FROM users WHERE id = $1 AND company_id = $2',
      [caller.userId, caller.companyId],
    );
    if (!row) throw new ApiProblem(404, 'Usuário não encontrado.');

    let newHash: string | null = null;
    if (row.auth_type === 'basic') {
      // Not 401: the SPA reads a 401 as an expired session and would sign the user out.
      if (!(await verifyPassword(oldPassword, row.basic_password_hash))) {
        throw new ApiProblem(400, 'Senha atual incorreta.');
      }
      try {
        assertPasswordConforms(password);
      } catch {
        throw new ApiProblem(
          400,
          'A senha não atende aos critérios de segurança. Verifique os requisitos de senha.',
        );
      }
      newHash = await hashPassword(password);
    }
    const [user] = await deps.db.query<User>(
      `UPDATE users SET reset_password = false, basic_password_hash = COALESCE($3, basic_password_hash)
        WHERE id = $1 AND company_id = $2 RETURNING ${userColumns}`,
      [caller.userId, caller.companyId, newHash],
    );
    if (!user) throw new ApiProblem(404, 'Usuário não encontrado.');
    return sendParsed(c, userSchema, user);
  });
}
