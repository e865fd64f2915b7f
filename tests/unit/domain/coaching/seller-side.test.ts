import { expect, test } from 'vitest';
import { sellerSpeakersOf } from '../../../../src/domain/coaching/seller-side.ts';

const people = [
  { fullName: 'Lucas Almeida', firstName: 'Lucas' },
  { fullName: 'Jose Avila', firstName: 'Jose' },
];

test('the owner and company colleagues are recognised by full or first name, whatever the case and accents', () => {
  expect(
    sellerSpeakersOf(['LUCAS', 'José  Ávila', 'Speaker 2', 'Paula Reis', 'Lucas Almeida'], people),
  ).toEqual(['LUCAS', 'José  Ávila', 'Lucas Almeida']);
});

test('nobody is guessed: unknown names are the client side', () => {
  expect(sellerSpeakersOf(['Speaker 1', 'Speaker 2', 'Luc'], people)).toEqual([]);
  expect(sellerSpeakersOf(['Lucas'], [])).toEqual([]);
});

test('names as uploads write them are recognised without renaming anyone', () => {
  expect(
    sellerSpeakersOf(
      ['lucas.almeida', 'Jose Avila (Pauta)', 'LUCAS A.', 'Marina Costa (Norte Contábil)', 'lucas_almeida'],
      people,
    ),
  ).toEqual(['lucas.almeida', 'Jose Avila (Pauta)', 'LUCAS A.', 'lucas_almeida']);
});

test('when no name matches, the speaker who asked clearly the most questions is the seller', () => {
  const asked = new Map([
    ['Speaker 1', 7],
    ['Speaker 2', 2],
    ['Speaker 3', 1],
  ]);
  expect(sellerSpeakersOf(['Speaker 1', 'Speaker 2', 'Speaker 3'], people, asked)).toEqual(['Speaker 1']);
  // A tie, or one question, says nothing.
  expect(
    sellerSpeakersOf(
      ['Speaker 1', 'Speaker 2'],
      people,
      new Map([
        ['Speaker 1', 3],
        ['Speaker 2', 3],
      ]),
    ),
  ).toEqual([]);
  expect(sellerSpeakersOf(['Speaker 1', 'Speaker 2'], people, new Map([['Speaker 1', 1]]))).toEqual([]);
  // A name that matches wins over the questions.
  expect(sellerSpeakersOf(['Lucas', 'Speaker 2'], people, new Map([['Speaker 2', 9]]))).toEqual(['Lucas']);
});
