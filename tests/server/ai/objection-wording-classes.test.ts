import { describe, expect, test } from 'vitest';
import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { madeUpCall as call } from './made-up-call.ts';
import { objectionKindsAfter } from './objection-replies.ts';

/**
 * Classes of pushback that round ten's calls said in words the rules had not read, each in wordings made up
 * here (a cooperative, a clinic, a transport firm, a gym, a bakery), and their look-alikes: a gate said as a
 * rule of the house, a place with no signal, another tool that "does that too", a price said back and left
 * hanging; the call's own connection, a freebie their customers get, a slip of their people ("esquece").
 */
const pitch = 'O aplicativo registra cada entrega e manda o aviso pro cliente na hora.';
const price = 'Pra vocês fica em dezoito mil por mês, com a implantação inclusa.';
const question = 'E onde é que dói mais hoje?';

/** The kinds of objection the client's reply voices, after the seller's line, in a fixed order. */
const kindsAfter = (sellerLine: string, reply: string) => objectionKindsAfter(sellerLine, reply).sort();

describe('a gate said as a rule of the house, or someone above to be won over', () => {
  test.each([
    [pitch, 'Aqui nenhuma compra sai sem o aval da diretoria.'],
    [pitch, 'Na cooperativa nada passa sem a assembleia, nem caneta.'],
    [pitch, 'Vai ser uma luta convencer o meu sócio.'],
    // The amount is the gate's threshold, not a price pushed back on.
    [price, 'Só que nada acima de dez mil é assinado sem o financeiro.'],
  ])('after "%s", "%s" is about approval', (sellerLine, reply) => {
    expect(kindsAfter(sellerLine, reply)).toEqual(['aprovação']);
  });
});

describe('where they work there is no connection', () => {
  test.each([
    'Na roça não pega sinal nenhum.',
    'Lá no galpão a internet não chega.',
    'Metade das lojas fica em subsolo, onde nem o celular funciona.',
  ])('"%s" doubts it fits them', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['aderência']);
  });

  test.each([
    'O sinal aqui na obra é fraco, se cair eu te ligo de volta.',
    'A internet aqui tá ruim, se a ligação cair eu volto.',
  ])('"%s" speaks of the call itself', (line) => {
    const signals = findSignals(call(['Cliente', line], ['Vendedor', 'Sem problema, pode falar.']));
    expect(signals.filter((signal) => signal.kind === 'objection')).toEqual([]);
  });
});

describe('another tool does the same, said by whoever has it', () => {
  test.each([
    'O nosso ERP faz isso também, pelo que o TI falou.',
    'O contador disse que o sistema dele também faz isso.',
  ])('"%s" is about competition', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['concorrência']);
  });

  test('asking whether the offer does it too is a question', () => {
    expect(kindsAfter(pitch, 'E vocês fazem isso também?')).toEqual([]);
  });
});

describe('a price said back and left hanging', () => {
  test.each([
    'Dezoito mil por mês... Isso eu teria que ver com muito cuidado.',
    'Dezoito mil... A margem da gente é curtinha.',
  ])('"%s" weighs the price', (reply) => {
    expect(kindsAfter(price, reply)).toEqual(['preço']);
  });

  test('taken right after, it is no pushback', () => {
    expect(kindsAfter(price, 'Dezoito mil por mês... tá dentro do que eu pensei.')).toEqual([]);
  });
});

describe('look-alikes in answers about today', () => {
  test.each([
    // A freebie their own customers get is how their business works, not a rival that costs nothing.
    'No plano anual o aluno ganha a matrícula de graça, aí a conta se perde.',
    'A gente dá o frete de graça acima de cem reais e ninguém controla isso.',
    // A slip of their people is the pain, not "forget it".
    'Se o motorista esquece o canhoto, a nota volta e eu perco o dia.',
    'Às vezes a recepcionista esquece de confirmar e o horário fica vazio.',
  ])('"%s" voices no objection', (reply) => {
    expect(kindsAfter(question, reply)).toEqual([]);
  });

  test('what a rival gives for free still is one', () => {
    expect(kindsAfter(pitch, 'O banco me dá isso de graça.')).toEqual(['concorrência']);
  });
});

describe('the price set against what they earn', () => {
  test.each([
    'Isso aí é praticamente o que a gente fatura numa semana.',
    'É mais do que sobra no caixa depois da folha.',
    'Pra mim é muito, não dá.',
  ])('"%s" is about the price', (reply) => {
    expect(kindsAfter(price, reply)).toEqual(['preço']);
  });
});

describe('the speaker only passes it on; someone above has the say', () => {
  test.each([
    'Eu no máximo recomendo, o dono é que decide.',
    'O financeiro é com o meu irmão, ele que vai decidir.',
    'Eu só levo a sugestão, quem assina é a diretoria.',
  ])('"%s" is about approval', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['aprovação']);
  });
});

describe('swamped now, a matter of when', () => {
  test.each([
    'Estamos afogados no fechamento, só no próximo trimestre.',
    'Tô até a tampa com a mudança da loja, agora não.',
  ])('"%s" is about timing', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['momento']);
  });
});

describe('whether it suits the way they work', () => {
  test.each([
    'Nosso público é bem tradicional, não sei se mensagem automática combina.',
    'Os cozinheiros aqui não largam o bloquinho de papel.',
  ])('"%s" doubts it fits them', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['aderência']);
  });
});

describe('a third batch of classes, each in wordings of its own', () => {
  test.each([
    ['Neste trimestre, não. A fábrica tá em parada.', 'momento'],
    ['Esse mês não, é fechamento de balanço.', 'momento'],
    ['E as notas dos alunos, quem de fora consegue ver?', 'segurança'],
    ['Prontuário não pode sair daqui, é regra do conselho de medicina.', 'segurança'],
    ['Os técnicos de campo não vão parar pra digitar relatório.', 'aderência'],
    ['A equipe tem muita dificuldade com computador.', 'aderência'],
    ['Isso serve pra rede grande, a gente é uma lojinha.', 'aderência'],
    ['Veio um rapaz semana passada vendendo o mesmo, só que mais barato.', 'concorrência'],
    ['A nossa plataforma de ensino já registra a presença.', 'concorrência'],
    ['Eu até gosto, mas a última palavra é da minha mãe.', 'aprovação'],
    ['Qualquer contratação passa pela área de compras.', 'aprovação'],
  ])('"%s" is about %s', (reply, kind) => {
    expect(kindsAfter(pitch, reply)).toEqual([kind]);
  });

  test.each([
    // A system of theirs that fails is a pain, not a rival.
    'O nosso sistema já trava toda segunda-feira.',
    // Asked how they buy, the path is how things are (the decision-maker reader takes it).
    'Compra acima de mil passa pelo financeiro.',
  ])('"%s", answering how they work today, voices no objection', (reply) => {
    expect(kindsAfter(question, reply)).toEqual([]);
  });
});

describe('look-alikes of the third batch, made up after it', () => {
  test.each([
    // A rule of their work, not data bound to stay in.
    'O caminhão não pode sair daqui sem a nota conferida.',
    // What happened in a span, not a span ruled out.
    'Esse mês não teve problema, mas no anterior sumiram duas caixas.',
    // A difficulty that is the pain itself, not one with technology.
    'Meus funcionários têm dificuldade de saber o que saiu do estoque.',
    // A freebie for their own customers.
    'A entrega sai de graça pra cliente antigo.',
  ])('"%s" voices no objection', (reply) => {
    expect(kindsAfter(question, reply)).toEqual([]);
  });
});

describe('classes of the fourth batch, in wordings of their own', () => {
  test.each([
    ['A gente não assina nada sem antes falar com o advogado.', 'aprovação'],
    ['Eu não contrato sem consultar com o meu irmão.', 'aprovação'],
    ['Quem define a verba é a mantenedora, eu só executo.', 'aprovação'],
    ['A rede exige que a gente use a plataforma deles.', 'concorrência'],
    ['O convênio obriga o consultório a usar um software próprio.', 'concorrência'],
    ['Testamos um app de ponto e foi um pesadelo.', 'aderência'],
    ['A gente já contratou uma dessas e só deu dor de cabeça.', 'aderência'],
  ])('"%s" is about %s', (reply, kind) => {
    expect(kindsAfter(pitch, reply)).toEqual([kind]);
  });
});
