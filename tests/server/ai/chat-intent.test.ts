import { expect, test } from 'vitest';
import { intentOf } from '../../../server/providers/ai/chat/question-intent.ts';

test.each([
  ['Quais foram as objeções?', { kind: 'objections' }],
  ['O cliente levantou alguma preocupação?', { kind: 'objections' }],
  ['Quais os riscos do negócio?', { kind: 'objections' }],
  ['Quais os próximos passos?', { kind: 'next-steps' }],
  ['O que ficou combinado?', { kind: 'next-steps' }],
  ['O que eu preciso enviar para o cliente?', { kind: 'next-steps' }],
  ['Resuma os próximos passos', { kind: 'next-steps' }],
  ['Resuma em 5 tópicos', { kind: 'summary', points: 5 }],
  ['Resuma em três pontos', { kind: 'summary', points: 3 }],
  ['Como foi a reunião?', { kind: 'summary', points: 5 }],
  ['Faça um resumo em 40 tópicos', { kind: 'summary', points: 10 }],
  ['Quais valores foram citados?', { kind: 'amounts' }],
  ['Quais as datas combinadas?', { kind: 'dates' }],
  ['Qual o orçamento?', { kind: 'search' }],
  ['Quem decide a compra?', { kind: 'search' }],
])('“%s” asks for %o', (question, intent) => {
  expect(intentOf(question)).toEqual(intent);
});
