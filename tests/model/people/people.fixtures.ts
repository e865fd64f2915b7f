import type { AuditLogPage } from '../../../src/api-contract/audit-log.ts';
import type { AdminTeam, InviteResult, Person } from '../../../src/api-contract/people.ts';
import { peopleMessages } from '../../../src/api-contract/people.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** Shared by the people, team and audit log transition, model and view tests (issue 27). */
export const admin: Person = {
  id: 'user-admin',
  emailAddress: 'admin@demo.com.br',
  firstName: 'Ana',
  lastName: 'Souza',
  isAdmin: true,
  status: 'active',
  teams: [],
  meetingCount: 2,
  invitedAt: null,
  invitationExpiresAt: null,
  deactivatedAt: null,
};

export const seller: Person = {
  ...admin,
  id: 'user-seller',
  emailAddress: 'vendedor@demo.com.br',
  firstName: 'Lucas',
  lastName: 'Almeida',
  isAdmin: false,
  teams: [{ teamId: 'team-1', teamName: 'Comercial', role: 'member' }],
  meetingCount: 5,
};

export const leader: Person = {
  ...seller,
  id: 'user-leader',
  emailAddress: 'lider@demo.com.br',
  firstName: 'Fernanda',
  lastName: 'Lima',
  teams: [{ teamId: 'team-1', teamName: 'Comercial', role: 'admin' }],
  meetingCount: 0,
};

export const invited: Person = {
  ...admin,
  id: 'user-invited',
  emailAddress: 'joao@cliente.com.br',
  firstName: null,
  lastName: null,
  isAdmin: false,
  status: 'invited',
  meetingCount: 0,
  invitedAt: '2026-11-20T12:00:00.000Z',
  invitationExpiresAt: '2026-11-27T12:00:00.000Z',
};

export const deactivated: Person = {
  ...seller,
  id: 'user-gone',
  emailAddress: 'saiu@demo.com.br',
  firstName: 'Rui',
  lastName: 'Costa',
  teams: [],
  status: 'deactivated',
  meetingCount: 3,
  deactivatedAt: '2026-11-21T12:00:00.000Z',
};

export const people: Person[] = [admin, seller, leader, invited, deactivated];

export const commercial: AdminTeam = {
  id: 'team-1',
  name: 'Comercial',
  members: [
    { userId: seller.id, role: 'member' },
    { userId: leader.id, role: 'admin' },
  ],
};
export const insideSales: AdminTeam = { id: 'team-2', name: 'Inside Sales', members: [] };
export const teams: AdminTeam[] = [commercial, insideSales];

export const newInvite: Person = {
  ...invited,
  id: 'user-new',
  emailAddress: 'maria@cliente.com.br',
  teams: [{ teamId: 'team-2', teamName: 'Inside Sales', role: 'member' }],
};

export const inviteResult: InviteResult = {
  invited: [newInvite],
  refused: [{ email: 'vendedor@demo.com.br', message: peopleMessages.alreadyUser }],
};

export const auditPage: AuditLogPage = {
  entries: [
    {
      id: 'entry-2',
      at: '2026-11-28T13:05:00.000Z',
      action: 'user.invited',
      actor: { id: admin.id, name: 'Ana Souza' },
      target: { kind: 'user', id: invited.id, name: 'joao@cliente.com.br' },
      details: {},
    },
  ],
  nextBefore: 'entry-2',
};

export const olderAuditPage: AuditLogPage = {
  entries: [
    {
      id: 'entry-1',
      at: '2026-11-27T18:30:00.000Z',
      action: 'team.created',
      actor: { id: admin.id, name: 'Ana Souza' },
      target: { kind: 'team', id: commercial.id, name: 'Comercial' },
      details: {},
    },
  ],
  nextBefore: null,
};

export const refusal = (message: string, status = 400) =>
  new HttpError(status, 'Bad Request', { body: { status, title: 'Bad Request', message } });
export const serverError = () => new HttpError(500, 'Internal Server Error');
