import { brokenPasswordRules, type PasswordRule } from '../../src/domain/password-policy.ts';
import { invalidPassword } from './cognito-errors.ts';

/** Cognito's words for each rule of the pool policy (src/domain/password-policy.ts). */
const problems: Record<PasswordRule, string> = {
  length: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  number: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** Cognito's default pool policy, with its messages: the first rule broken is reported. */
export function assertPasswordConforms(password: string): void {
  const [broken] = brokenPasswordRules(password);
  if (broken) throw invalidPassword(`Password did not conform with policy: ${problems[broken]}`);
}
