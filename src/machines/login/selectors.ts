import type { SnapshotFrom } from 'xstate';
import type { LoginErrorKey } from '../../services/errors.ts';
import type { loginMachine } from './login.machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectErrorKey = (snapshot: LoginSnapshot): LoginErrorKey | null => snapshot.context.errorKey;
export const selectEmail = (snapshot: LoginSnapshot): string => snapshot.context.email;
export const selectIsBusy = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('busy');
