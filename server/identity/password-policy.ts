import { invalidPassword } from './cognito-errors.ts';

/** Cognito's default pool policy, with its messages: the first rule broken is reported. */
const rules: Array<[test: (password: string) => boolean, problem: string]> = [
  [(password) => password.length >= 8, 'Password not long enough'],
  [(password) => /[A-Z]/.test(password), 'Password must have uppercase characters'],
  [(password) => /[a-z]/.test(password), 'Password must have lowercase characters'],
  [(password) => /[0-9]/.test(password), 'Password must have numeric characters'],
  [
    (password) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password),
    'Password must have symbol characters',
  ],
];

export function assertPasswordConforms(password: string): void {
  const broken = rules.find(([test]) => !test(password));
  if (broken) throw invalidPassword(`Password did not conform with policy: ${broken[1]}`);
}
