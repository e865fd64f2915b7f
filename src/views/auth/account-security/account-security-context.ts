import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { accountSecurityMachine } from '../../../machines/auth/account-security/account-security.machine.ts';

/** The /config/security page's actor; tests pass `logic={accountSecurityMachine.provide(...)}` to its Provider. */
export const AccountSecurityContext = recordedActorContext(accountSecurityMachine);
