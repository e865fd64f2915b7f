import type { SnapshotFrom } from 'xstate';
import type { Person } from '../../../api-contract/people.ts';
import type { teamAdminMachine } from './team-admin.machine.ts';

type Snapshot = SnapshotFrom<typeof teamAdminMachine>;

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';

export const selectLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectTeams = (snapshot: Snapshot) => snapshot.context.teams;
export const selectPeople = (snapshot: Snapshot) => snapshot.context.people;

/** Who may join a team: everyone not deactivated and not in it already. */
export const selectCandidates = (snapshot: Snapshot, teamId: string): Person[] => {
  const members = new Set(
    snapshot.context.teams.find((team) => team.id === teamId)?.members.map((member) => member.userId),
  );
  return snapshot.context.people.filter(
    (person) => person.status !== 'deactivated' && !members.has(person.id),
  );
};

/** 'create' or 'rename' while the naming dialog is open, 'delete' while deleting asks; else null. */
export const selectDialog = (snapshot: Snapshot): 'create' | 'rename' | 'delete' | null => {
  if (snapshot.matches({ ready: 'naming' })) return snapshot.context.target ? 'rename' : 'create';
  if (snapshot.matches({ ready: 'deleting' })) return 'delete';
  return null;
};

export const selectTarget = (snapshot: Snapshot) => snapshot.context.target;
export const selectDialogFailure = (snapshot: Snapshot) => snapshot.context.dialogFailure;
/** Member changes wait while another runs. */
export const selectMayChange = (snapshot: Snapshot) => snapshot.matches({ ready: 'idle' });
