import { describe, expect, test } from 'vitest';
import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { objectionTopicsOf } from '../../../server/providers/ai/signals/objection-topics.ts';
import { pushbackCue } from '../../../server/providers/ai/signals/pushback-cues.ts';
import { normalize } from '../../../server/providers/ai/text.ts';
import { madeUpCall as call } from './made-up-call.ts';
import { objectionKindsAfter } from './objection-replies.ts';

/**
 * Objections in words no phrase rule was written for, read in two stages: the shape of a pushback
 * (pushback-cues.ts), then its topic (objection-topics.ts). Every line is made up, from businesses unlike the
 * labelled calls' (a brewery, a beauty salon, a notary office, a shipyard, a marina, a laundry, a
 * funeral home, a parking operator, a winery, an orchestra), so what is tested is the shape and the topic,
 * not a sentence the rules were tuned on.
 */
const pitch =
  'A plataforma agenda cada atendimento e manda o lembrete sozinha, com o histórico de cada cliente.';

const cueOf = (line: string) => pushbackCue(normalize(line));
const topicsOf = (line: string) => objectionTopicsOf(normalize(line)).kinds;

describe('stage one: the shape of a pushback, whatever it is about', () => {
  test.each([
    // Turning against what was said.
    ['Só que a cervejaria fecha o mês com o estoque na ponta do lápis.', 'weak'],
    ['Agora, o salão tem doze cadeiras e uma recepcionista só.', 'weak'],
    // Warning first.
    ['Vou ser sincero: o tabelião não gosta de tela nova.', 'doubt'],
    ['Sei não, viu.', 'doubt'],
    // Worried questions.
    ['E as certidões, ficam guardadas onde?', 'doubt'],
    ['Qual a diferença pro que o estaleiro já usa?', 'doubt'],
    // Refusing or setting a condition.
    ['Desse jeito não rola pra lavanderia.', 'doubt'],
    ['Sem treinamento presencial eu não fecho.', 'doubt'],
    ['Pra eu justificar isso pro meu irmão vai ser complicado.', 'doubt'],
    // Measured against what they have or expected.
    ['O aplicativo do sindicato já faz a escala dos músicos.', 'strong'],
    ['Ficou acima do que a vinícola imaginava.', 'strong'],
    // Money or time not there, a gate.
    ['O caixa da funerária anda no limite.', 'strong'],
    ['A marina só decide isso em agosto.', 'strong'],
    ['Vou ter que levar pro conselho da orquestra.', 'strong'],
    // Bad experiences and feared consequences.
    ['A gente testou um parecido e as cabeleireiras odiaram.', 'doubt'],
    ['Se vazar a lista de convidados, a gente tá ferrado.', 'doubt'],
  ])('"%s" is a %s cue', (line, strength) => {
    expect(cueOf(line)).toBe(strength);
  });

  test.each([
    'A cervejaria produz oito mil litros por mês.',
    'O salão abre às nove e fecha às oito.',
    'Tá, mas deixa eu te perguntar uma coisa.',
  ])('"%s" has no shape of a pushback', (line) => {
    expect(cueOf(line)).toBeUndefined();
  });
});

describe('stage two: what the pushback is about, by word families', () => {
  test.each([
    ['Pra lavanderia isso pesa no caixa, tá apertado.', ['preço']],
    ['O sistema do sindicato é de graça pros músicos.', ['concorrência']],
    ['Na safra da uva ninguém para pra aprender nada, é uma loucura.', ['momento']],
    ['A matriz tem que aprovar qualquer contrato novo.', ['aprovação']],
    ['Tem CPF e foto de cada cliente do cartório ali dentro.', ['segurança']],
  ])('"%s" is about %j', (line, kinds) => {
    expect(topicsOf(line)).toEqual(kinds);
  });

  test('a name alone answers who decides; only a need to approve makes it a gate', () => {
    expect(topicsOf('Quem assina é o dono do estaleiro, o seu Quirino.')).toEqual([]);
    expect(topicsOf('O seu Quirino, o dono, precisa aprovar antes.')).toEqual(['aprovação']);
  });

  test('an amount beside an approver is its threshold, not a price pushback', () => {
    expect(topicsOf('Acima de quinze mil precisa da aprovação da diretoria.')).toEqual(['aprovação']);
  });

  test('hurry is not a timing objection', () => {
    expect(topicsOf('Tem que estar rodando antes da temporada de casamentos.')).toEqual([]);
  });
});

describe('both stages on a made-up call', () => {
  test.each([
    ['Hum. As manicures aqui mal mexem no celular.', ['aderência']],
    ['Olha, vou ser sincero. O público do salão é bem idoso, prefere ligar.', ['aderência']],
    ['A gente já usa o sistema da distribuidora de graça pro pedido.', ['concorrência']],
    ['Sem o contador olhar isso eu não assino, ele tem que aprovar.', ['aprovação']],
    ['E os dados dos clientes do cartório, ficam onde?', ['segurança']],
    ['Setembro é vindima, ninguém aqui tem cabeça pra isso, só depois de outubro.', ['momento']],
    ['Testamos um parecido no ano passado e os professores odiaram.', ['aderência']],
    ['Mas olha, a gente está cortando custos na lavanderia toda.', ['preço']],
    // Habits said as a preference for the old way, or as a dislike.
    ['Os garçons da cervejaria gostam é da comanda de papel.', ['aderência']],
    ['O público da orquestra detesta fila em aplicativo.', ['aderência']],
    // A worried question about their people and a machine.
    ['E o cliente da funerária que não quer falar com robô?', ['aderência']],
    // Whose health data it is.
    ['Olha, tem receita médica de cada hóspede do spa no cadastro.', ['segurança']],
  ])('"%s" voices %j', (reply, kinds) => {
    expect(objectionKindsAfter(pitch, reply)).toEqual(kinds);
  });

  test("a client's neutral fact or a question for the price is no objection", () => {
    expect(objectionKindsAfter(pitch, 'A funerária atende umas quarenta famílias por mês.')).toEqual([]);
    expect(objectionKindsAfter(pitch, 'E o valor disso?')).toEqual([]);
    expect(objectionKindsAfter(pitch, 'Agora, quanto que sai pra três unidades?')).toEqual([]);
  });

  test("an answer to the seller's question that only opens with a turn tells how things are", () => {
    expect(
      objectionKindsAfter(
        'E hoje, como vocês fazem a escala?',
        'Olha, cada maestro monta a sua, no papel mesmo.',
      ),
    ).toEqual([]);
  });

  test("the seller's own pushback-shaped line is never the client's objection", () => {
    const signals = findSignals(
      call(
        ['Vendedor', 'Como vocês controlam as vagas dos mensalistas hoje?'],
        ['Cliente', 'Numa planilha, cada garagem tem a sua.'],
        [
          'Vendedor',
          'Mas olha, se vazar algum dado a gente responde, e o jurídico de vocês precisa aprovar.',
        ],
      ),
    );
    expect(signals.filter((signal) => signal.kind === 'objection')).toEqual([]);
  });

  test('a leak is about data only when data leaks, not water or gas', () => {
    expect(
      objectionKindsAfter(pitch, 'Se vazar o cadastro dos sócios do clube, a gente tá ferrado.'),
    ).toEqual(['segurança']);
    expect(
      objectionKindsAfter(pitch, 'O vazamento de gás da cozinha da cervejaria foi consertado ontem.'),
    ).toEqual([]);
  });

  test('another business paying less, or money that is not left, pushes back on what it names', () => {
    expect(
      objectionKindsAfter(pitch, 'A lavanderia do meu cunhado usa outro sistema e paga bem menos.'),
    ).toContain('concorrência');
    expect(
      objectionKindsAfter(pitch, 'Isso no ano dá uns trinta mil. É mais do que sobrou no caixa da marina.'),
    ).toEqual(['preço']);
  });

  test('a worried question about the money they had other plans for is about price', () => {
    expect(
      objectionKindsAfter(
        pitch,
        'E a reforma do salão que a gente ia fazer com esse dinheiro, como é que fica?',
      ),
    ).toEqual(['preço']);
  });

  test('asked who decides, naming the approver answers; a condition the approver sets still pushes back', () => {
    const asked = 'E quem mais participa dessa decisão?';
    expect(
      objectionKindsAfter(asked, 'O meu irmão. Ele cuida das contas do estaleiro e vai querer ver.'),
    ).toEqual([]);
    expect(
      objectionKindsAfter(
        asked,
        'Quem decide é o meu irmão, o sócio. Mas ele só olha se eu levar a planilha pronta.',
      ),
    ).toEqual(['aprovação']);
  });

  test('"não sei se" is a doubt when it doubts the deal, not the call', () => {
    expect(cueOf('Não sei se tá aparecendo meu nome aí na tela.')).toBeUndefined();
    expect(cueOf('Não sei se isso funciona numa vinícola pequena.')).toBe('doubt');
  });

  test('customers lost to a rival are a pain the product answers, not a rival to it', () => {
    expect(
      objectionKindsAfter(pitch, 'Quando a gente responde, o cliente já fechou com o salão da esquina.'),
    ).toEqual([]);
  });

  test('praise opened with "mas" or "sinceramente", and the pain of today, are no doubt of fit', () => {
    expect(objectionKindsAfter(pitch, 'Mas isso resolve metade do problema da marina, né.')).toEqual([]);
    expect(objectionKindsAfter(pitch, 'Sinceramente, achei muito bom.')).toEqual([]);
    expect(objectionKindsAfter(pitch, 'Só que hoje ninguém sabe qual barco saiu da vaga.')).toEqual([]);
  });

  test('a worried "e se…" about their conditions doubts fit', () => {
    expect(objectionKindsAfter(pitch, 'Hum. E se o sinal cair no meio do cortejo?')).toEqual(['aderência']);
  });

  test('a refusal after a price said back refuses the price, not the fit', () => {
    expect(objectionKindsAfter(pitch, 'Mas doze mil por mês? Isso não cabe aqui.')).toEqual(['preço']);
  });

  test('what they pay today and a contract that binds them are measured against the offer', () => {
    expect(
      objectionKindsAfter(pitch, 'É bem mais do que a gente paga no sistema atual da lavanderia.'),
    ).toEqual(['concorrência', 'preço']);
    expect(
      objectionKindsAfter(pitch, 'A gente tem contrato com a Softvin até o fim do ano que vem.'),
    ).toEqual(['concorrência', 'momento']);
  });

  test('what it takes to carry it to the approver is a gate', () => {
    expect(
      objectionKindsAfter(pitch, 'Pra eu levar isso pro conselho da orquestra, preciso de mais.'),
    ).toEqual(['aprovação']);
  });
});

describe('more shapes, each kind and its look-alike', () => {
  test.each([
    ['Mas que legal, isso a cervejaria não tinha visto ainda.', []],
    ['E os garçons temporários? Eles não são nossos funcionários.', ['aderência']],
    ['Não sei se vale a pena pra só seis barcos.', ['aderência']],
    ['Antes de julho não dá, estamos trocando o sistema da bilheteria.', ['momento']],
    ['Ano que vem, quem sabe. Esse ano já está fechado.', ['momento']],
    ['Isso a gente faz no WhatsApp e funciona bem, sinceramente.', ['concorrência']],
    ['A diária mudando toda hora deixa o hóspede confuso.', []],
    ['Uhum. A gente tá com a cabeça em outra coisa agora, é fim de trimestre.', ['momento']],
    ['Olha, pra ser bem honesto, o maestro é meio cético com tecnologia.', ['aderência']],
    ['O conselho vai perguntar por que trocar o que já funciona.', ['concorrência']],
    ['As gravações dos ensaios ficam no Brasil, né? Só pra eu confirmar.', ['segurança']],
    ['A gente começa em março, depois do carnaval, que é quando volta todo mundo.', []],
  ])('"%s" voices %j', (reply, kinds) => {
    expect(objectionKindsAfter(pitch, reply)).toEqual(kinds);
  });

  test('asked who decides, a missing approval is still a gate', () => {
    expect(
      objectionKindsAfter(
        'E quem mais decide isso?',
        'A diretora. Mas sem o parecer do jurídico ela não assina nada.',
      ),
    ).toEqual(['aprovação']);
  });
});
