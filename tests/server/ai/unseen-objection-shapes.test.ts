import { describe, expect, test } from 'vitest';
import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * More shapes of pushback no phrase rule names, and the look-alike of each, made up in businesses unlike the
 * labelled calls' (a gym, a bakery, a pharmacy, a driving school, a cram school), so what is tested is the
 * shape, not a sentence the rules were tuned on.
 */
const kindsAfter = (sellerLine: string, reply: string) =>
  findSignals(
    call(
      ['Vendedor', 'Como vocês controlam isso hoje?'],
      ['Cliente', 'No caderno, cada unidade de um jeito.'],
      ['Vendedor', sellerLine],
      ['Cliente', reply],
    ),
  )
    .filter((signal) => signal.kind === 'objection' && signal.segmentId === 's3')
    .map((signal) => signal.value);

const pitch = 'O aplicativo avisa cada aluno da aula, e a recepção vê tudo num painel só.';
const price = 'Para as quatro unidades fica em mil e oitocentos por mês.';

describe('when: a stretch of months, a peak, no head for it now', () => {
  test.each([
    ['Só que de março a maio é época de provas, ninguém aqui consegue parar.', ['momento']],
    [
      'Olha, agora é temporada de formatura. Mudar o sistema no meio disso, eu não tenho cabeça.',
      ['momento'],
    ],
  ])('"%s" voices %j', (reply, kinds) => {
    expect(kindsAfter(pitch, reply)).toEqual(kinds);
  });

  test('a price set aside for the season is about when only', () => {
    expect(
      kindsAfter(
        price,
        'Mil e oitocentos... não é isso que me preocupa. O que me preocupa é a época: de novembro a janeiro é o nosso pico.',
      ),
    ).toEqual(['momento']);
  });

  test('a start said feasible after a season is a date agreed', () => {
    expect(kindsAfter('E quando seria bom começar?', 'Depois das férias dá.')).toEqual([]);
  });
});

describe('fit: a habit kept, the tools barely handled', () => {
  test.each([
    ['E o meu caderno de encomendas? Porque eu não vou largar ele pra ficar digitando, não.', ['aderência']],
    ['E os meus instrutores, hein? Tem uns que mal se entendem com o celular.', ['aderência']],
  ])('"%s" voices %j', (reply, kinds) => {
    expect(kindsAfter(pitch, reply)).toEqual(kinds);
  });

  test('the offer paying off part of the problem is no rival', () => {
    expect(kindsAfter(pitch, 'Se avisar a falta sozinho, já paga metade do problema.')).toEqual([]);
  });
});

describe('a rival, an approver, a margin', () => {
  test('one they talked to that does the same is a rival', () => {
    expect(
      kindsAfter(
        pitch,
        'E outra: a gente conversou com uma empresa de Sorocaba que faz isso aí e ainda empresta o leitor.',
      ),
    ).toEqual(['concorrência']);
  });

  test('asked who decides, an approver who will want to see it working first sets a condition', () => {
    expect(
      kindsAfter(
        'E quem decide isso aí?',
        'Quem assina é a dona Marta. Ela vai querer ver rodando em outra farmácia antes.',
      ),
    ).toEqual(['aprovação']);
  });

  test('a price that eats the margin is a pushback on price', () => {
    expect(
      kindsAfter(price, 'Minha margem por unidade é pequena. Isso come um pedaço grande do que eu ganho.'),
    ).toEqual(['preço']);
  });
});

describe('a refusal said last, and the when of a task agreed', () => {
  test('"it will not do" said last of a habit is a doubt of fit, and paying in cash is not the price', () => {
    expect(
      kindsAfter(
        pitch,
        'É, mas os nossos alunos são quase todos senhores. Muitos pagam a mensalidade em dinheiro, no balcão. Aplicativo pra eles não vai.',
      ),
    ).toEqual(['aderência']);
  });

  test('a yes to a task asked, then when it is done, is no delay', () => {
    const signals = findSignals(
      call(
        ['Vendedor', 'Você me manda a lista de alunos ativos?'],
        ['Cliente', 'Mando sim. Depois do fechamento do mês, lá pelo dia 8.'],
      ),
    );
    expect(signals.filter((signal) => signal.kind === 'objection')).toEqual([]);
  });
});
