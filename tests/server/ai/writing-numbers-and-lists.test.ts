import { expect, test } from 'vitest';
import { withoutOpeners } from '../../../server/providers/ai/writing/fillers.ts';
import { reportedClause } from '../../../server/providers/ai/writing/reported-speech.ts';

test('a number opening a reply is part of it, not a name it is said to', () => {
  expect(withoutOpeners('Doze, treze dias, dependendo do lote.')).toBe(
    'Doze, treze dias, dependendo do lote.',
  );
  expect(reportedClause('Doze, treze dias, dependendo do lote.')).toBe(
    'doze, treze dias, dependendo do lote',
  );
  // A name it is said to still goes.
  expect(withoutOpeners('Rosana, me manda a planilha.')).toBe('me manda a planilha.');
});

test('a list of names opening a sentence keeps its first name and their capitals', () => {
  expect(withoutOpeners('Recife, Natal e Maceió entram primeiro.')).toBe(
    'Recife, Natal e Maceió entram primeiro.',
  );
  expect(reportedClause('Então Serra e Litoral, que atrasam mais.')).toBe(
    'Serra e Litoral, que atrasam mais',
  );
  expect(reportedClause('Então Zona Norte, ABC e Osasco.')).toBe('Zona Norte, ABC e Osasco');
});
