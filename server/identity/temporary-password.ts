import { randomInt } from 'node:crypto';

const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%&*+-=?'];
const length = 12;

const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));

/**
 * A temporary password the pool's policy accepts (password-policy.ts: 8 or more characters, upper and lower
 * case, a digit and a symbol), for AdminCreateUser without TemporaryPassword. Look-alike characters (0/O,
 * 1/l/I) are left out: the person types it from an e-mail.
 */
export function generateTemporaryPassword(): string {
  const all = classes.join('');
  const characters = [
    ...classes.map(pick),
    ...Array.from({ length: length - classes.length }, () => pick(all)),
  ];
  // Fisher-Yates, so the guaranteed characters are not always first.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
