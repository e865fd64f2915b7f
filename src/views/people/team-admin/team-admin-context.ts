import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { teamAdminMachine } from '../../../machines/people/team-admin/team-admin.machine.ts';

/** /config/users's "Equipes" actor; tests pass `logic={teamAdminMachine.provide(...)}` to its Provider. */
export const TeamAdminContext = recordedActorContext(teamAdminMachine);
