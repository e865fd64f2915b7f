import { describe, expect, test } from 'vitest';
import { objectionKindsAfter } from './objection-replies.ts';

/**
 * Objections said the indirect Brazilian way, by class of wording rather than by keyword: the money measured in
 * what it buys or still owes, a gate said as the path of the purchase or as a turn ("mas quem decide é…"), data
 * whose place is unknown or secret, an authority that punishes; and look-alikes with the same words that push
 * back on nothing. Every line is made up, from businesses unlike the labelled calls' (a kennel, a tattoo studio,
 * a circus school, a sawmill, a rowing club, a driving school, a quilombola craft association, a dance company, a
 * joinery, an ecotourism agency, a boat yard, an industrial kitchen).
 */
const pitch = 'O sistema registra cada etapa sozinho e mostra tudo num painel, no celular ou no computador.';
const price = 'Pra vocês fica em mil e novecentos por mês, com implantação e treinamento.';
const question = 'E como vocês fazem isso hoje?';
const whoDecides = 'E quem mais precisa aprovar isso aí?';

const kindsAfter = (sellerLine: string, reply: string) =>
  [...new Set(objectionKindsAfter(sellerLine, reply))].sort();

describe('the money: tight in words of their own, or measured in what it buys them', () => {
  test.each([
    [pitch, 'Depois da reforma do canil a gente tá contando centavo, viu.'],
    [pitch, 'O cofre do clube tá fechado até a gente vender o barco velho.'],
    [pitch, 'Olha, eu ainda tô pagando o forno novo, não tenho essa folga.'],
    [price, 'Com isso a gente contrata mais um palhaço pra temporada inteira.'],
    [price, 'Isso é o que eu cobro por duas aulas de direção.'],
    [price, 'Temos vinte instrutores, faz a conta comigo.'],
  ])('after "%s", "%s" is about the price', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['preço']);
  });

  test.each([
    // The same words telling what they do or pay, not weighing our price.
    [question, 'Com esse dinheiro do patrocínio a gente compra os remos novos todo ano.'],
    [question, 'Isso é o que a gente cobra no banho e tosa, o resto é hotelzinho.'],
    [question, 'A gente conta as moedas do caixa no fim do dia, tudo à mão.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});

describe('a gate said as the path of the purchase, a turn, or a threshold', () => {
  test.each([
    [price, 'Isso aí passa pela assembleia dos associados, e eles brigam por tudo.'],
    [pitch, 'Mas quem bate o martelo aqui é a minha sogra, que fundou a escola.'],
    [price, 'Essa compra quem resolve é o conselho do clube, não sou eu.'],
    [whoDecides, 'Acima de dez mil sobe pros sócios, e eles só se veem no fim do mês.'],
    [price, 'Contrato desse tamanho só com o aval dos três sócios.'],
  ])('after "%s", "%s" is about approval', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['aprovação']);
  });

  test.each([
    // Who decides, only named; and a path that is not the purchase's.
    [pitch, 'Quem decide as coreografias é a diretora artística.'],
    [question, 'O pedido passa pela recepção, depois vai pro tatuador.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});

describe('data whose place is unknown or secret, and an authority that punishes', () => {
  test.each([
    [pitch, 'Os cachorros têm dono famoso, se essa lista vaza a gente perde cliente.'],
    [pitch, 'A receita das nossas peças é segredo da associação, viu?'],
    [pitch, 'A minha agenda de clientes num computador sei lá onde? Nem pensar.'],
    [pitch, 'Se o Detran vê documento de aluno largado na internet, cai em cima da autoescola.'],
    [pitch, 'Foto de paciente não pode circular, o conselho de ética cai em cima.'],
    // A refusal that points back ("nada disso") weighs the topic the question before it named.
    [pitch, 'Vocês gravam a voz do cliente? O sindicato dos bancários não vai gostar nada disso.'],
    [pitch, 'E as fotos das crianças ficam com vocês? A direção não aceita isso.'],
  ])('after "%s", "%s" is about data', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['segurança']);
  });

  test.each([
    [question, 'A fiscalização cai em cima se o extintor tá vencido, então a gente confere todo mês.'],
    [question, 'Eu guardo os moldes num armário, sei lá onde a chave foi parar.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});

describe('a turn against the offer about their people or conditions, and a device their conditions break', () => {
  test.each([
    // Opened against the pitch ("só que", "agora,", "mas"), then their people or their place.
    [pitch, 'Só que aqui na marcenaria o pessoal é tudo das antigas, né. Trabalha de ouvido.'],
    [pitch, 'Agora, a nossa equipe de campo dorme em barraca, longe de tudo.'],
    [pitch, 'Mas os nossos clientes são quase todos senhorinhas do interior.'],
    // The device named, and what their conditions do to it.
    [pitch, 'Na cozinha industrial o tablet não dura um mês, é vapor o dia inteiro.'],
    [pitch, 'No estaleiro a etiqueta vira lixo com a maresia.'],
    // Whether their people will swallow it.
    [pitch, 'Não sei se os corretores topam essa ideia de registrar cada visita.'],
  ])('after "%s", "%s" is about fit', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['aderência']);
  });

  test.each([
    // The same turn answering how they work today tells the pain the offer answers.
    [question, 'Só que cada vendedor anota do seu jeito, aí eu não tenho visão de nada.'],
    [question, 'O tablet do balcão não dura nem um ano aqui, a gente troca todo Natal.'],
    // A turn that welcomes it.
    [pitch, 'Mas isso é ótimo pro pessoal da loja.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});

describe('another way of getting it, said as a contract, a third party building one, or content with what they use', () => {
  test.each([
    [pitch, 'A venda de passeio a gente faz pela agência do hotel, e o contrato com eles tem exclusividade.'],
    [pitch, 'A lavanderia já entrega esse controle, faz parte do contrato com eles.'],
    [pitch, 'A federação tá montando uma plataforma junto com a prefeitura pros clubes filiados.'],
    [pitch, 'Meu sócio falou de um site de reserva que todo mundo usa, é só cadastrar.'],
    [pitch, 'A gente usa o caderno e os clientes nunca reclamaram, pra que mexer?'],
  ])('after "%s", "%s" is about another way', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['concorrência']);
  });

  test.each([
    // Their own exclusivity at stake; a plan of their own; what clients never complained of, asked today.
    [question, 'Se atrasar de novo, eu perco a exclusividade da marca na região.'],
    [question, 'Os clientes nunca reclamaram do atendimento, o problema é a entrega.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});

describe('a busy time named in answer to a proposed start', () => {
  const start = 'Então, posso te mandar o contrato pra gente começar no mês que vem?';
  test.each([
    [start, 'Mês que vem é a temporada de casamento, a gente trabalha de domingo a domingo.'],
    [
      'Fechamos essa semana e vocês já rodam em janeiro?',
      'Janeiro é quando o porto lota, não sobra ninguém no escritório.',
    ],
  ])('after "%s", "%s" is about the time', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['momento']);
  });

  test.each([
    [start, 'Pode mandar, mês que vem é tranquilo pra gente.'],
    [start, 'Fechado. A gente começa depois do carnaval, então.'],
    [start, 'Mês que vem tá ótimo, manda sim.'],
    ['Então a gente começa em março, com a safra?', 'Isso, começar junto com a colheita de março.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});

describe('a time given when asked for one, and a loyalty card, are not pushbacks on when', () => {
  test.each([
    ['E quando seria bom pra vocês começar?', 'Março, depois da volta às aulas. Aí a escola respira.'],
    ['Pra quando vocês precisariam disso rodando?', 'Depois do Natal, quando a loja esvazia.'],
    [question, 'A gente tem um cartão fidelidade de papel, carimba dez e ganha um corte.'],
    [question, 'O programa de fidelidade dá desconto no décimo banho do cachorro.'],
  ])('after "%s", "%s" pushes back on nothing', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });

  test.each([
    // Refused when asked when, and a contract's loyalty term, still are.
    ['E quando seria bom pra vocês começar?', 'Agora não dá, só depois do Carnaval.'],
    [pitch, 'A gente tem fidelidade com a empresa atual até setembro.'],
  ])('after "%s", "%s" is about the time', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toContain('momento');
  });
});
