import { describe, expect, test } from 'vitest';
import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Objections said in whole families of phrasing, each shown on made-up lines from businesses unlike the
 * labelled calls' (a construction firm, a school, a law office, a farm, a gym), so what is tested is the way
 * of saying it, not a sentence the rules were tuned on.
 */
/** The kinds of objection the client's reply voices, after the seller's line. */
const kindsAfter = (sellerLine: string, reply: string) =>
  findSignals(
    call(
      ['Vendedor', 'Como vocês organizam isso hoje?'],
      ['Cliente', 'Na planilha, cada um do seu jeito.'],
      ['Vendedor', sellerLine],
      ['Cliente', reply],
    ),
  )
    .filter((signal) => signal.kind === 'objection' && signal.segmentId === 's3')
    .map((signal) => signal.value);

const pitch = 'O sistema mostra o andamento de cada obra num painel, com foto e prazo de cada etapa.';

describe('objection families', () => {
  test.each([
    // The decision is not the speaker's alone, whatever is said between.
    ['Eu não fecho esse tipo de contrato sozinho, tá?', 'aprovação'],
    // A gate the deal passes, named as a body or a person to look it over.
    ['Compra desse tamanho tem que passar na reunião de condomínio.', 'aprovação'],
    ['O diretor assina, mas vai querer que o compliance dê uma olhada.', 'aprovação'],
    // Money that is not there, in more words than "sem verba".
    ['A escola ainda não tem dinheiro reservado pra isso.', 'preço'],
    ['Isso não está no orçamento da fazenda deste ano.', 'preço'],
    ['O caixa da transportadora anda bem apertado com a frota nova.', 'preço'],
    // What they use today costs them nothing.
    ['O software do contador hoje não me cobra nada por isso.', 'concorrência'],
    // A season ruled out.
    ['Junho nem pensar, é época de colheita aqui.', 'momento'],
    ['É mês de matrícula, ninguém mexe em sistema em fevereiro.', 'momento'],
    // A similar tool that failed before.
    ['A gente já testou um desses e ninguém da equipe usou.', 'aderência'],
    // Whose data it is.
    ['Aqui tem dado de criança, o nosso encarregado de dados vai perguntar.', 'segurança'],
  ])('"%s" voices %s', (reply, kind) => {
    expect(kindsAfter('Faz sentido pra vocês?', reply)).toContain(kind);
  });

  test('a ceiling said before any price is budget, not a pushback, unless a gate follows it', () => {
    expect(
      kindsAfter('Que faixa de valor vocês imaginam?', 'Uns mil por mês. Mais que isso fica puxado.'),
    ).toEqual([]);
    expect(kindsAfter(pitch, 'Acima disso vai ter reclamação dos sócios.')).toEqual([]);
    expect(
      kindsAfter('Que faixa de valor vocês imaginam?', 'Se passar disso, precisa ir pro conselho.'),
    ).toEqual(['aprovação']);
  });

  test('speaking frankly after a pitch pushes back on it; announcing a question does not', () => {
    expect(kindsAfter(pitch, 'Vou ser franco com você. O mestre de obras não larga a prancheta.')).toContain(
      'aderência',
    );
    expect(kindsAfter(pitch, 'Tá, mas deixa eu te perguntar uma coisa.')).toEqual([]);
  });

  test('a percentage the seller says is not a price to push back on', () => {
    expect(
      kindsAfter(
        'Numa construtora parecida o retrabalho caiu doze por cento em um ano.',
        'Doze por cento pra nós é muito dinheiro, hein.',
      ),
    ).toEqual([]);
  });

  test('taking a task on is not raising a concern in the same breath', () => {
    const signals = findSignals(
      call(
        ['Vendedor', 'Então eu mando a proposta amanhã.'],
        ['Cliente', 'E eu separo as fichas dos alunos, sem dado pessoal, até sexta.'],
      ),
    );
    expect(signals.filter((signal) => signal.kind === 'objection')).toEqual([]);
    expect(signals.some((signal) => signal.kind === 'nextStep' && signal.segmentId === 's1')).toBe(true);
  });
});

describe("the seller's colleague", () => {
  test('speaks for the product: a discount or a reassurance from them raises no objection', () => {
    const signals = findSignals(
      call(
        ['Speaker 1', 'Boa tarde, Márcia! Eu trouxe o Túlio, que é nosso especialista em frota.'],
        ['Speaker 2', 'Boa tarde, Márcia. Prazer.'],
        ['Speaker 3', 'Prazer. Quanto sai o rastreamento?'],
        ['Speaker 1', 'São oitenta reais por veículo por mês. Quantos veículos vocês têm?'],
        ['Speaker 3', 'Sessenta. Isso fica acima do que a gente tem pra esse ano.'],
        [
          'Speaker 2',
          'Márcia, eu consigo um desconto e fica dentro do orçamento de vocês, sem custo de instalação.',
        ],
      ),
    );
    const objections = signals.filter((signal) => signal.kind === 'objection');
    expect(objections.map((signal) => [signal.segmentId, signal.value])).toEqual([['s4', 'preço']]);
  });
});
