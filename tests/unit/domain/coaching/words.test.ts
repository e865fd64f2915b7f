import { describe, expect, test } from 'vitest';
import { countFillers } from '../../../../src/domain/coaching/fillers.ts';
import { countQuestions } from '../../../../src/domain/coaching/questions.ts';
import { tokenize } from '../../../../src/domain/coaching/words.ts';

const fillers = (text: string) => countFillers(tokenize(text));
const questions = (text: string) => countQuestions(tokenize(text));

describe('filler words count only where they carry no meaning', () => {
  test.each([
    ['Então a gente fecha na sexta.', 0],
    ['Então, a gente fecha na sexta.', 1],
    ['Então... a gente fecha.', 1],
    ['Assim que puder eu mando, é assim que funciona.', 0],
    ['Assim, não sei dizer.', 1],
    ['Foi, tipo assim, rápido, sabe?', 3],
    ['Esse tipo de coisa acontece.', 0],
    ['Como é que tá?', 0],
    ['Te mando amanhã, tá?', 1],
    ['Tá? Sabe?', 2],
    ['Tá pronto, você sabe?', 0],
    ['Aham. Uhum.', 2],
    ['É... a gente pode, é um bom ponto, né?', 2],
    ['ÉÉ... Né.', 2],
  ])('%s → %i', (text, count) => {
    expect(fillers(text)).toBe(count);
  });
});

describe('questions: a closing "?", or an unpunctuated sentence that can only ask', () => {
  test.each([
    ['Vocês usam planilha? E o time?', 2],
    ['Qual o prazo de vocês', 1],
    ['Quais clientes vocês perderam. Entendi', 0],
    ['Qual o prazo.', 0],
    ['Como eu disse, o prazo é curto', 0],
    ['Será que dá pra fechar', 1],
    ['O que a gente fez foi isso', 0],
    ['Tudo certo... e o prazo?', 1],
  ])('%s → %i', (text, count) => {
    expect(questions(text)).toBe(count);
  });
});

test('words are split from their punctuation and lower-cased', () => {
  expect(tokenize('Bom dia, Paula! R$ 13.000,00?').map((token) => token.word)).toEqual([
    'bom',
    'dia',
    'paula',
    'r',
    '13',
    '000',
    '00',
  ]);
});
