import { describe, expect, test } from 'vitest';
import { computeEnrichment } from '../../../server/providers/ai/enrichment.ts';
import { isNextStep } from '../../../server/providers/ai/signals/next-steps.ts';
import { normalize } from '../../../server/providers/ai/text.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Next steps in the shapes round 10's calls showed the rules missing, each in other words, on made-up lines
 * from a print shop, a dairy and a school.
 */
const stepsOf = (...lines: Array<[string, string]>) =>
  computeEnrichment(
    'm',
    call(['Vendedor', 'Me conta como vocês fazem hoje?'], ['Cliente', 'A gente usa planilha.'], ...lines),
  ).nextSteps.map(({ owner, due, segmentId }) => ({ owner, due, segmentId }));

describe('a proposal asked once the deal moves', () => {
  test.each([
    'E se a diretoria aprovar, dá pra eu vir aqui treinar o pessoal?',
    'Se o seu Jair topar, posso instalar o leitor na expedição?',
    'E se tudo andar, a gente faz o treinamento com os professores na segunda?',
  ])('"%s" commits the one who proposes', (line) => {
    expect(stepsOf(['Vendedor', line], ['Cliente', 'Pode ser.'])).toEqual([
      expect.objectContaining({ owner: 'Vendedor', segmentId: 's2' }),
    ]);
  });

  test.each([
    'Se a gente fechar, a gente paga em três vezes?',
    'E se a diretoria aprovar, posso pagar no boleto?',
  ])('the client asking about terms, "%s", commits no one', (line) => {
    expect(stepsOf(['Cliente', line], ['Vendedor', 'Pode sim.'])).toEqual([]);
  });

  test('asking how or when it goes proposes nothing yet', () => {
    expect(
      stepsOf(['Vendedor', 'E se a diretoria aprovar, a gente começa quando?'], ['Cliente', 'Não sei.']),
    ).toEqual([]);
  });
});

describe('the speaker’s own task, said in other shapes', () => {
  test.each([
    'Pra isso eu te mando a planilha de custos da gráfica.',
    'Enquanto isso eu separo os acessos do sistema.',
    'Nesse caso eu ligo pro contador e te falo.',
  ])('a lead-in saying what it is for leaves the task: "%s"', (line) => {
    expect(stepsOf(['Vendedor', 'Eu te mando a proposta até sexta.'], ['Cliente', line])).toContainEqual(
      expect.objectContaining({ owner: 'Cliente', segmentId: 's3' }),
    );
  });

  test.each([
    'Eu mesmo aviso os motoristas que vocês vão passar.',
    'Eu mesma ligo pra diretora do turno da noite.',
  ])('"eu mesmo" and a verb after someone else’s step takes part of the plan: "%s"', (line) => {
    expect(stepsOf(['Vendedor', 'Eu te mando a proposta até sexta.'], ['Cliente', line])).toContainEqual(
      expect.objectContaining({ owner: 'Cliente', segmentId: 's3' }),
    );
  });

  test.each([
    'Quando o laticínio reclama, eu levo dois dias pra achar o lote.',
    'Pra fechar o mês eu levo umas três horas no caixa.',
    'Eu levo quase uma semana montando a escala.',
  ])('how long the speaker takes is no step: "%s"', (line) => {
    expect(stepsOf(['Cliente', line])).toEqual([]);
  });

  test('taking something somewhere is still a step', () => {
    expect(stepsOf(['Vendedor', 'Eu levo o contrato impresso amanhã.'])).toEqual([
      expect.objectContaining({ owner: 'Vendedor', due: 'amanhã' }),
    ]);
  });
});

// The chat's "O que ficou combinado?" lists what reads as a step, so these are read as the chat reads them.
describe('asked to tell now, on the call', () => {
  test.each([
    'Me conta um pouco como vocês tocam a gráfica hoje.',
    'Me explica rapidinho o que acontece hoje quando o caminhão atrasa.',
    'Me fala quantas lojas vocês têm hoje.',
  ])('"%s" is no step: "hoje" says how things are', (line) => {
    expect(isNextStep(normalize(line))).toBe(false);
  });

  test.each(['Me fala amanhã como ficou com o diretor.', 'Me conta depois o que o diretor achou.'])(
    'told later, "%s" still reads as a step',
    (line) => {
      expect(isNextStep(normalize(line))).toBe(true);
    },
  );
});
