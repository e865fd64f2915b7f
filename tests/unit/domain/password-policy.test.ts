import { describe, expect, test } from 'vitest';
import { brokenPasswordRules } from '../../../src/domain/password-policy.ts';

describe('the password policy the sign-up page ticks and the identity service enforces', () => {
  test.each([
    ['', ['length', 'uppercase', 'lowercase', 'number', 'symbol']],
    ['abcdefgh', ['uppercase', 'number', 'symbol']],
    ['Abcdefg1', ['symbol']],
    ['Abc1!', ['length']],
    ['ABCDEFG1!', ['lowercase']],
    ['Senha forte 1', []],
    ['Pauta#2026', []],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });
});
