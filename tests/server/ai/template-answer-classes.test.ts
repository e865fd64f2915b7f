import { describe, expect, test } from 'vitest';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { citedForTemplate as cited, madeUpCall as call } from './made-up-call.ts';

/**
 * Template answers on made-up calls from businesses unlike the labelled calls' (a gym chain, a hauler, a
 * language school): each test shows a way a line answers, or does not answer, a BANT or SPIN question.
 */
const [budget, , need] = readyTemplates.bant.questions;
const [, problems, implications, needPayoff] = readyTemplates.spin.questions;

describe('template answers by class of line', () => {
  test('what the opening says about the call itself is no pain', async () => {
    const segments = call(
      ['Vendedora', 'Oi, Caio! Tá me ouvindo bem?'],
      ['Caio', 'Tô sim, desculpa o atraso, a internet caiu aqui no galpão.'],
      ['Vendedora', 'Imagina. Me conta como vocês controlam as entregas hoje.'],
      ['Caio', 'No rádio. O pior é que ninguém sabe onde o caminhão está.'],
    );
    // BANT and SPIN are asked apart: the same line answers each.
    expect(await cited(segments, [need!])).toEqual([['s3']]);
    expect(await cited(segments, [problems!])).toEqual([['s3']]);
  });

  test('a pain said as the worst of it, or as what they cannot see, answers the problems', async () => {
    const segments = call(
      ['Vendedor', 'Como funciona a matrícula hoje na escola?'],
      ['Diretora', 'Cada unidade faz a sua. Eu não tenho visão de nada do que acontece lá.'],
      ['Vendedor', 'E as turmas?'],
      ['Diretora', 'No inglês infantil é pior ainda, a gente só descobre a vaga sobrando no fim do mês.'],
    );
    const [problemLines] = await cited(segments, [problems!]);
    expect(problemLines).toEqual(['s1', 's3']);
  });

  test('what a problem leads to, said as people leaving over it, is its implication', async () => {
    const segments = call(
      ['Vendedor', 'E o que mais atrapalha hoje?'],
      ['Dono', 'O problema maior é a fila na recepção da academia.'],
      ['Vendedor', 'Entendi.'],
      ['Dono', 'Teve aluno que cancelou por causa disso, foram pra outra academia.'],
    );
    const [, implicationLines] = await cited(segments, [problems!, implications!]);
    expect(implicationLines).toEqual(['s3']);
  });

  test('the worth of the solution said in other words; a cheaper competitor is no worth', async () => {
    const worth = await cited(
      call(
        ['Vendedor', 'O sistema avisa o aluno antes de vencer a mensalidade.'],
        ['Dona', 'A rede do lado já oferece isso bem mais barato.'],
        ['Dona', 'Mas se funcionar, muda o jogo pra gente. Recuperando dez alunos, paga o ano.'],
      ),
      [needPayoff!],
    );
    expect(worth).toEqual([['s2']]);
  });

  test('a reply to the pitch that pushes back in one of its sentences is no worth', async () => {
    const pitch =
      'Com a nossa plataforma cada loja pede pela venda dos últimos dias. O plano fica em mil reais por mês.';
    const worth = await cited(
      call(
        ['Vendedor', pitch],
        [
          'Cliente',
          'Olha, mil reais é puxado. A gente já paga o sistema do caixa, que tira relatório de venda.',
        ],
        ['Vendedor', pitch],
        ['Cliente', 'Hum. Agora é a época mais corrida do ano. Volta a falar comigo depois do Carnaval.'],
      ),
      [needPayoff!],
    );
    expect(worth).toEqual([[]]);
  });

  test("a ceiling or the reply to the seller's question about money answers the budget", async () => {
    const [ceiling] = await cited(
      call(
        ['Vendedor', 'Vocês têm alguma faixa de investimento em mente?'],
        ['Cliente', 'Hum, deixa eu ver.'],
        ['Cliente', 'Até uns dois mil por mês passa.'],
      ),
      [budget!],
    );
    expect(ceiling).toContain('s2');
    const [paid] = await cited(
      call(
        ['Vendedor', 'E quanto vocês pagam hoje pelo frete?'],
        ['Cliente', 'Uns noventa mil por ano, para a frota toda.'],
      ),
      [budget!],
    );
    expect(paid).toEqual(['s1']);
  });
});

test('a line saying a pain and its cost answers the implication with its clause about the cost', async () => {
  const segments = call(
    ['Vendedor', 'E o que isso custa pra vocês?'],
    [
      'Gerente',
      'No mês passado a equipe teve erros no rateio de três prédios, e isso custou doze mil reais de multa.',
    ],
  );
  const drafts = await createExtractiveAi().answerQuestions(
    [
      { id: 'problems', text: problems! },
      { id: 'implications', text: implications! },
    ],
    segments,
  );
  const [problemNote, implicationNote] = drafts.map((draft) => draft.answer);
  expect(implicationNote).not.toBe(problemNote);
  expect(implicationNote).toContain('doze mil reais de multa');
  expect(drafts[1]!.sources.map((source) => source.segmentId)).toEqual(['s1']);
});
