import type { AnyActorRef } from 'xstate';
import type { Team } from '../../src/api-contract/team.ts';
import type { User } from '../../src/api-contract/user.ts';
import type { LoadedUser } from '../../src/machines/auth/session/actors.ts';
import { allCompanyFeatures } from '../../src/api-contract/company-features.ts';

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
  features: allCompanyFeatures,
};

export const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** Feeds an invoke result to an actor restored with resolveState (restored states do not re-invoke). */
export function sendDone(actor: AnyActorRef, id: string, output: unknown): void {
  actor.send({ type: `xstate.done.actor.${id}`, output });
}

export function sendError(actor: AnyActorRef, id: string, error: unknown): void {
  actor.send({ type: `xstate.error.actor.${id}`, error });
}
