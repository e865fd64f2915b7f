import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { peopleAdminMachine } from '../../../machines/people/people-admin/people-admin.machine.ts';

/** /config/users's "Pessoas" actor; tests pass `logic={peopleAdminMachine.provide(...)}` to its Provider. */
export const PeopleAdminContext = recordedActorContext(peopleAdminMachine);
