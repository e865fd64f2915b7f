import { expect, test } from 'vitest';
import { auditLogPageSchema } from '../../../src/api-contract/audit-log.ts';
import {
  inviteResultSchema,
  peopleMessages,
  personListSchema,
  personSchema,
} from '../../../src/api-contract/people.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { basic, cognitoRequest, demoPassword, tokenCache } from '../support/credentials.ts';
import { accounts, ownedBy, teams } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { call, firstSignIn, initiateAuth, outboxOf, refresh } from './people-support.ts';

describeOnEveryDatabase('people administration: /api/admin/users', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const asAdmin = async (method: string, pathname: string, body?: unknown) =>
    call(server(), method, pathname, await tokenOf(accounts.admin.email), body);
  const people = async () => personListSchema.parse(await (await asAdmin('GET', '/api/admin/users')).json());
  const personOf = async (email: string) => (await people()).find((person) => person.emailAddress === email);
  const invite = async (emails: string[], teamId: string | null = null) => {
    const response = await asAdmin('POST', '/api/admin/users/invitations', { emails, teamId });
    expect(response.status).toBe(200);
    return inviteResultSchema.parse(await response.json());
  };
  const temporaryPasswordOf = async (email: string) => {
    const [message] = await outboxOf(server(), email);
    expect(message?.kind).toBe('INVITATION');
    return message!.code;
  };
  const auditActions = async () =>
    auditLogPageSchema
      .parse(await (await asAdmin('GET', '/api/admin/audit-log?limit=100')).json())
      .entries.map((entry) => `${entry.action} ${entry.target.name}`);

  test('lists the company’s people, with status, teams and meetings, to its administrators only', async () => {
    const list = await people();
    const seller = list.find((person) => person.id === accounts.seller.id);
    expect(seller).toMatchObject({
      emailAddress: accounts.seller.email,
      isAdmin: false,
      status: 'active',
      teams: [{ teamId: teams.comercial.id, teamName: 'Comercial', role: 'member' }],
      meetingCount: ownedBy('seller').length,
      invitedAt: null,
    });
    expect(list.some((person) => person.id === accounts.otherCompany.id)).toBe(false);
    for (const email of [accounts.seller.email, accounts.leader.email, accounts.otherCompany.email]) {
      const response = await call(server(), 'GET', '/api/admin/users', await tokenOf(email));
      // Helena is an ordinary user of her own company: not an administrator there either.
      expect(response.status).toBe(403);
    }
  });

  test('invites by e-mail: the pool e-mails a temporary password, in Portuguese, with where to sign in', async () => {
    const email = 'nova.vendedora@demo.com.br';
    const result = await invite([email.toUpperCase()], teams.comercial.id);
    expect(result.refused).toEqual([]);
    expect(result.invited).toEqual([
      expect.objectContaining({
        emailAddress: email,
        isAdmin: false,
        status: 'invited',
        teams: [{ teamId: teams.comercial.id, teamName: 'Comercial', role: 'member' }],
        meetingCount: 0,
      }),
    ]);
    const person = result.invited[0]!;
    const days = (Date.parse(person.invitationExpiresAt!) - Date.parse(person.invitedAt!)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const [message] = await outboxOf(server(), email);
    expect(message).toMatchObject({ kind: 'INVITATION', subject: 'Você foi convidado para o Pauta' });
    expect(message!.body).toContain(`${server().baseUrl}/login`);
    expect(message!.body).toContain(message!.code);
    expect(message!.code).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12}$/);
    expect(await auditActions()).toContain(`user.invited ${email}`);
  });

  test('gives the invited their names, so their first sign-in has the complete user spec section 4 asks for', async () => {
    const email = 'nomeada.vendedora@demo.com.br';
    const response = await asAdmin('POST', '/api/admin/users/invitations', {
      emails: [email],
      teamId: null,
      names: [{ email: email.toUpperCase(), firstName: ' Maria ', lastName: 'de Souza' }],
    });
    expect(response.status).toBe(200);
    const [person] = inviteResultSchema.parse(await response.json()).invited;
    expect(person).toMatchObject({ emailAddress: email, firstName: 'Maria', lastName: 'de Souza' });
    const { authorization } = await firstSignIn(server(), email, await temporaryPasswordOf(email));
    const me = userSchema.parse(await (await call(server(), 'GET', '/api/users/me', authorization)).json());
    expect(me).toMatchObject({ firstName: 'Maria', lastName: 'de Souza', resetPassword: true });
    // A name given is whole: a blank last name is a bad request, and nobody is invited.
    const halfNamed = await asAdmin('POST', '/api/admin/users/invitations', {
      emails: ['meio.nome@demo.com.br'],
      names: [{ email: 'meio.nome@demo.com.br', firstName: 'Meio', lastName: '  ' }],
    });
    expect(halfNamed.status).toBe(400);
    expect(await personOf('meio.nome@demo.com.br')).toBeUndefined();
  });

  test('refuses who already has an account, here or elsewhere (in the same words), and SSO domains', async () => {
    const result = await invite([
      accounts.seller.email,
      accounts.otherCompany.email,
      'alguem@empresa-sso.com.br',
      'outra.pessoa@demo.com.br',
    ]);
    expect(result.invited.map((person) => person.emailAddress)).toEqual(['outra.pessoa@demo.com.br']);
    expect(result.refused).toEqual([
      { email: accounts.seller.email, message: peopleMessages.alreadyUser },
      // Not "another company": that would tell any administrator who is a customer elsewhere.
      { email: accounts.otherCompany.email, message: peopleMessages.alreadyUser },
      { email: 'alguem@empresa-sso.com.br', message: peopleMessages.ssoDomain },
    ]);
    const invalid = await asAdmin('POST', '/api/admin/users/invitations', { emails: ['não é e-mail'] });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: peopleMessages.invalidEmail });
    const empty = await asAdmin('POST', '/api/admin/users/invitations', { emails: [] });
    expect(await empty.json()).toMatchObject({ message: peopleMessages.noEmails });
  });

  test('the first sign-in sets the password, goes on to /update-password, and accepts the invitation', async () => {
    const email = 'primeiro.acesso@demo.com.br';
    await invite([email]);
    const password = await temporaryPasswordOf(email);
    // The pool asks the invited person for the name the app needs (spec section 4: complete user data).
    const challenge = await initiateAuth(server(), email, password);
    expect(challenge.body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeParameters: {
        requiredAttributes: '["userAttributes.given_name","userAttributes.family_name"]',
      },
    });
    const nameless = await cognitoRequest(server().baseUrl, 'RespondToAuthChallenge', {
      ClientId: 'pauta-web',
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.body.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
    });
    expect(await nameless.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'Invalid attributes given, given_name is missing',
    });
    const { authorization } = await firstSignIn(server(), email, password, {
      given_name: 'Paula',
      family_name: 'Primeira',
    });
    expect((await personOf(email))?.status).toBe('invited');
    const me = userSchema.parse(await (await server().get('/api/users/me', authorization)).json());
    expect(me).toMatchObject({
      emailAddress: email,
      firstName: 'Paula',
      lastName: 'Primeira',
      resetPassword: true,
      isAdmin: false,
    });
    expect((await personOf(email))?.status).toBe('active');
    const list = await server().get('/api/meetings', authorization);
    expect(list.status).toBe(200);
  });

  test('re-sends a new temporary password and cancels an invitation (the account goes)', async () => {
    const email = 'reenvio@demo.com.br';
    const [invited] = (await invite([email])).invited;
    const first = await temporaryPasswordOf(email);
    const resent = await asAdmin('POST', `/api/admin/users/${invited!.id}/invitation`);
    expect(resent.status).toBe(200);
    expect(personSchema.parse(await resent.json()).status).toBe('invited');
    const second = await temporaryPasswordOf(email);
    expect(second).not.toBe(first);
    expect((await initiateAuth(server(), email, first)).status).toBe(400);

    expect((await asAdmin('DELETE', `/api/admin/users/${invited!.id}/invitation`)).status).toBe(204);
    expect(await personOf(email)).toBeUndefined();
    expect((await initiateAuth(server(), email, second)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const actions = await auditActions();
    expect(actions).toContain(`user.invitation_resent ${email}`);
    expect(actions).toContain(`user.invitation_cancelled ${email}`);
    // An active user has no invitation to re-send or cancel.
    const notInvited = await asAdmin('DELETE', `/api/admin/users/${accounts.seller.id}/invitation`);
    expect(notInvited.status).toBe(409);
    expect(await notInvited.json()).toMatchObject({ message: peopleMessages.notInvited });
  });

  test('an invitation past its temporary password validity is expired, and its password no longer signs in', async () => {
    const email = 'expira@demo.com.br';
    const [invited] = (await invite([email])).invited;
    const password = await temporaryPasswordOf(email);
    // Time moved past the validity for this one invitation, in the database and in the pool.
    const { db } = server().running;
    await db.query(`UPDATE users SET invitation_expires_at = now() - interval '1 second' WHERE id = $1`, [
      invited!.id,
    ]);
    await db.query(
      `UPDATE identity_users SET temporary_password_expires_at = now() - interval '1 second' WHERE username = $1`,
      [email],
    );
    expect((await personOf(email))?.status).toBe('expired');
    expect((await initiateAuth(server(), email, password)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Temporary password has expired and must be reset by an administrator.',
    });
    await asAdmin('POST', `/api/admin/users/${invited!.id}/invitation`);
    expect((await personOf(email))?.status).toBe('invited');
    expect((await initiateAuth(server(), email, await temporaryPasswordOf(email))).body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
    });
  });

  test('grants and revokes administrator rights, never from the last active administrator', async () => {
    const lastAdmin = await asAdmin('PATCH', `/api/admin/users/${accounts.admin.id}`, { isAdmin: false });
    expect(lastAdmin.status).toBe(409);
    expect(await lastAdmin.json()).toMatchObject({ message: peopleMessages.lastAdmin });
    const granted = await asAdmin('PATCH', `/api/admin/users/${accounts.joao.id}`, { isAdmin: true });
    expect(personSchema.parse(await granted.json()).isAdmin).toBe(true);
    const revoked = await asAdmin('PATCH', `/api/admin/users/${accounts.joao.id}`, { isAdmin: false });
    expect(personSchema.parse(await revoked.json()).isAdmin).toBe(false);
    const actions = await auditActions();
    expect(actions).toContain('user.admin_granted João Pereira');
    expect(actions).toContain('user.admin_revoked João Pereira');
  });

  test('deactivation ends the person’s sign-ins at their next call, keeps their meetings, and can move them', async () => {
    const email = 'sai.da.empresa@demo.com.br';
    await invite([email]);
    const { authorization, refreshToken } = await firstSignIn(
      server(),
      email,
      await temporaryPasswordOf(email),
    );
    const person = await personOf(email);
    expect((await server().get('/api/users/me', authorization)).status).toBe(200);

    const self = await asAdmin('POST', `/api/admin/users/${accounts.admin.id}/deactivate`, {});
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ message: peopleMessages.selfDeactivation });
    const badTarget = await asAdmin('POST', `/api/admin/users/${person!.id}/deactivate`, {
      moveMeetingsTo: accounts.otherCompany.id,
    });
    expect(badTarget.status).toBe(400);
    expect(await badTarget.json()).toMatchObject({ message: peopleMessages.moveTargetInvalid });

    const deactivated = await asAdmin('POST', `/api/admin/users/${person!.id}/deactivate`, {
      moveMeetingsTo: accounts.seller.id,
    });
    expect(deactivated.status).toBe(200);
    expect(personSchema.parse(await deactivated.json())).toMatchObject({ status: 'deactivated' });
    // The token has not expired, yet the API refuses it; the pool refuses the refresh and the password.
    expect((await server().get('/api/users/me', authorization)).status).toBe(401);
    expect((await refresh(server(), refreshToken)).status).toBe(400);
    expect((await initiateAuth(server(), email, await temporaryPasswordOf(email))).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });

    const reactivated = await asAdmin('POST', `/api/admin/users/${person!.id}/reactivate`);
    expect(personSchema.parse(await reactivated.json()).status).toBe('active');
    expect((await initiateAuth(server(), email, await temporaryPasswordOf(email))).body).toHaveProperty(
      'AuthenticationResult',
    );
    const actions = await auditActions();
    // Named as they named themselves at their first sign-in.
    expect(actions).toContain('user.deactivated Pessoa Convidada');
    expect(actions).toContain('user.reactivated Pessoa Convidada');
  });

  test('a deactivated seller’s meetings stay with the company, and move to another seller on request', async () => {
    const rafael = accounts.rafael;
    const before = await personOf(rafael.email);
    const deactivated = await asAdmin('POST', `/api/admin/users/${rafael.id}/deactivate`, {});
    expect(personSchema.parse(await deactivated.json()).meetingCount).toBe(before!.meetingCount);
    const [meeting] = ownedBy('rafael');
    expect((await server().get(`/api/meetings/${meeting}`, await tokenOf(accounts.admin.email))).status).toBe(
      200,
    );

    const moved = await asAdmin('POST', `/api/admin/users/${rafael.id}/meetings/move`, {
      toUserId: accounts.joao.id,
    });
    expect(await moved.json()).toEqual({ moved: ownedBy('rafael').length });
    expect((await personOf(rafael.email))?.meetingCount).toBe(0);
    await asAdmin('POST', `/api/admin/users/${accounts.joao.id}/meetings/move`, { toUserId: rafael.id }).then(
      async (response) => expect(response.status).toBe(400),
    );
    await asAdmin('POST', `/api/admin/users/${rafael.id}/reactivate`);
    expect((await auditActions()).some((entry) => entry.startsWith('user.meetings_moved Rafael'))).toBe(true);
  });

  test('a deactivated basic-login user is refused at the basic login and in the API', async () => {
    const legacy = accounts.legacyBasic;
    const login = () =>
      fetch(`${server().baseUrl}/api/auth/basic-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: legacy.email, password: demoPassword }),
      });
    expect((await login()).status).toBe(200);
    await asAdmin('POST', `/api/admin/users/${legacy.id}/deactivate`, {});
    expect((await login()).status).toBe(401);
    expect((await server().get('/api/users/me', basic(legacy.email, demoPassword))).status).toBe(401);
    await asAdmin('POST', `/api/admin/users/${legacy.id}/reactivate`);
    expect((await login()).status).toBe(200);
  });

  test('another company’s people answer 404; malformed ids too', async () => {
    for (const [method, suffix, body] of [
      ['POST', '/invitation', undefined],
      ['DELETE', '/invitation', undefined],
      ['PATCH', '', { isAdmin: true }],
      ['POST', '/deactivate', {}],
      ['POST', '/reactivate', undefined],
      ['POST', '/meetings/move', { toUserId: accounts.seller.id }],
    ] as const) {
      for (const id of [accounts.otherCompany.id, 'nao-e-um-id']) {
        const response = await asAdmin(method, `/api/admin/users/${id}${suffix}`, body);
        expect(response.status, `${method} ${suffix} ${id}`).toBe(404);
      }
    }
  });
});
