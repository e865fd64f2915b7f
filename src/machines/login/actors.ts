import { fromPromise } from 'xstate';
import { signIn, type SignInNextStep } from '../../services/identity.ts';

export type Credentials = { email: string; password: string };

export const loginActors = {
  signIn: fromPromise<SignInNextStep, Credentials>(({ input }) => signIn(input.email, input.password)),
};
