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
