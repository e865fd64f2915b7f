import type { SnapshotFrom } from 'xstate';
import type { Person } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { peopleAdminMachine } from './people-admin.machine.ts';

type Snapshot = SnapshotFrom<typeof peopleAdminMachine>;

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';

export const selectLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectPeople = (snapshot: Snapshot) => snapshot.context.people;
export const selectTeams = (snapshot: Snapshot) => snapshot.context.teams;
export const selectFilter = (snapshot: Snapshot) => snapshot.context.filter;
export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;

/** Case and accents aside, so "joao" finds "João". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replaceAll(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

const matchesQuery = (person: Person, query: string) => {
  const wanted = folded(query.trim());
  return !wanted || folded(`${displayName(person)} ${person.emailAddress}`).includes(wanted);
};

/** The rows the filter by status and the search by name or e-mail let through, in the server's order. */
export const selectVisiblePeople = (snapshot: Snapshot): Person[] => {
  const { status, query } = snapshot.context.filter;
  return snapshot.context.people.filter(
    (person) => (status === 'all' || person.status === status) && matchesQuery(person, query),
  );
};

/** The people who may receive another's meetings: active, and not that person. */
export const selectMoveTargets = (snapshot: Snapshot): Person[] =>
  snapshot.context.people.filter(
    (person) => person.status === 'active' && person.id !== snapshot.context.target?.id,
  );

type Dialog = 'cancel' | 'deactivate' | 'move' | 'invite' | null;

/** The dialog open now, if any. */
export const selectDialog = (snapshot: Snapshot): Dialog => {
  if (snapshot.matches({ ready: 'cancelling' })) return 'cancel';
  if (snapshot.matches({ ready: 'deactivating' })) return 'deactivate';
  if (snapshot.matches({ ready: 'moving' })) return 'move';
  if (snapshot.matches({ ready: 'inviting' })) return 'invite';
  return null;
};

export const selectTarget = (snapshot: Snapshot) => snapshot.context.target;
export const selectDialogFailure = (snapshot: Snapshot) => snapshot.context.dialogFailure;
export const selectInviteResult = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { inviting: 'answered' } }) ? snapshot.context.inviteResult : null;
/** A row's actions wait while another runs, so two never race on one list. */
export const selectMayAct = (snapshot: Snapshot) => snapshot.matches({ ready: 'idle' });
