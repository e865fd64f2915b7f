import type { AnyActorRef } from 'xstate';
import type { MeetingList } from '../../src/services/api/schemas/meeting.ts';
import type { Team } from '../../src/services/api/schemas/team.ts';
import type { User } from '../../src/services/api/schemas/user.ts';
import type { LoadedUser } from '../../src/machines/session/actors.ts';

/** Shared by the transition tests (tests/unit/machines) and the model tests. */
export const sellerUser: User = {
  id: 'db-user-1',
  emailAddress: 'vendedor@demo.com.br',
  firstName: 'Paula',
  lastName: 'Souza',
  isAdmin: false,
  companyId: 'company-1',
  importMeeting: 0,
  emailMeeting: 0,
  templateId: 'template-1',
  isDefaultTemplate: false,
  resetPassword: false,
  isGMeetConnected: false,
  isOutlookConnected: false,
  isOutlookLegacy: false,
  cognitoId: 'sub-1',
  authType: 'cognito',
};

export const comercialTeam: Team = { id: 'team-1', name: 'Comercial', role: 'member', memberCount: 3 };

export const loadedSeller: LoadedUser = {
  user: sellerUser,
  teams: [comercialTeam],
};

export const meetingPage: MeetingList = {
  meetings: [
    {
      id: 'meeting-1',
      title: 'Apresentação comercial - Acme',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      platform: 'google_meet',
      meetingType: 'EXTERNAL',
      format: 'VIDEO',
      status: 'done',
      exitReason: null,
      isEnabled: true,
      startTime: '2026-03-02T13:00:00.000Z',
      durationSeconds: 1800,
      participants: [{ name: 'Carlos Lima', email: 'carlos@acme.com.br' }],
      owner: { id: 'db-user-1', name: 'Paula Souza', emailAddress: 'vendedor@demo.com.br' },
      teamId: 'team-1',
      templateId: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 25,
};

export const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** Feeds an invoke result to an actor restored with resolveState (restored states do not re-invoke). */
export function sendDone(actor: AnyActorRef, id: string, output: unknown): void {
  actor.send({ type: `xstate.done.actor.${id}`, output });
}

export function sendError(actor: AnyActorRef, id: string, error: unknown): void {
  actor.send({ type: `xstate.error.actor.${id}`, error });
}
