/**
 * The identity service's password policy (Cognito's default pool policy): the sign-up page ticks each rule as
 * the person types, and the identity service refuses a password that breaks one, from this one list.
 */
export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'number' | 'symbol';

export const passwordMinLength = 8;

/** Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and the space. */
const symbol = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** In the order Cognito checks them: the first one broken is the one it reports. */
export const passwordRules: ReadonlyArray<{ rule: PasswordRule; isMet: (password: string) => boolean }> = [
  { rule: 'length', isMet: (password) => password.length >= passwordMinLength },
  { rule: 'uppercase', isMet: (password) => /[A-Z]/.test(password) },
  { rule: 'lowercase', isMet: (password) => /[a-z]/.test(password) },
  { rule: 'number', isMet: (password) => /[0-9]/.test(password) },
  { rule: 'symbol', isMet: (password) => symbol.test(password) },
];

/** The rules `password` breaks, in the policy's order. */
export const brokenPasswordRules = (password: string): PasswordRule[] =>
  passwordRules.filter(({ isMet }) => !isMet(password)).map(({ rule }) => rule);
