import { describe, expect, test } from 'vitest';
import { decisionMakersOf } from '../../../server/providers/ai/signals/decision.ts';
import { madeUpCall as call } from './made-up-call.ts';

const whoOf = (...lines: Array<[string, string]>) =>
  decisionMakersOf(call(...lines)).map((maker) => maker.who);

/**
 * Decision-makers said in the shapes round 10's calls showed the rules missing, each in other words and on
 * businesses unlike those calls' (a bakery, a gym, a printing shop, a law office).
 */
describe('a yes to whether the decision is the listener’s', () => {
  test.each([
    ['E a palavra final é sua?', 'Sim, sou eu.'],
    ['É você que assina o contrato?', 'Isso. A padaria é da família, mas o contrato passa por mim.'],
    ['E a aprovação fica com você?', 'Fica. Eu só aviso o contador.'],
  ])('"%s" / "%s" names who replies', (question, reply) => {
    expect(whoOf(['Vendedor', question], ['Joana Reis', reply])).toEqual(['Joana']);
  });

  test('the speaker named beside someone decides with them', () => {
    expect(
      whoOf(
        ['Vendedor', 'A decisão é sua e do seu irmão?'],
        ['Joana Reis', 'É o Rogério e eu, a gente decide junto.'],
      ),
    ).toEqual(['Joana', 'Rogério']);
  });

  test('a no names only the one said instead', () => {
    expect(whoOf(['Vendedor', 'É você que decide?'], ['Joana Reis', 'Não, quem assina é o Paulo.'])).toEqual([
      'Paulo',
    ]);
  });

  test('a question about something else of the decision is no question of who decides', () => {
    expect(
      whoOf(
        ['Vendedor', 'E sobre a decisão, qual a sua expectativa de prazo?'],
        ['Joana Reis', 'Até março. O Carlos quer ver rodando antes das férias.'],
      ),
    ).toEqual([]);
  });

  test('someone the decider wants to hear first only advises', () => {
    expect(
      whoOf(
        ['Vendedor', 'E a decisão fica com você?'],
        ['Joana Reis', 'Fica. Mas eu quero ouvir a Sandra antes.'],
      ),
    ).toEqual(['Joana']);
  });
});

describe('who decides, said around the speaker', () => {
  test.each([
    'Não sou eu que assino. Quem libera é a Marta, a gerente regional.',
    'Olha, não sou eu quem decide isso. Quem libera é a Marta.',
  ])('"%s" names the one who does, not the speaker', (line) => {
    expect(whoOf(['Vendedor', 'E o orçamento?'], ['Joana Reis', line])).toEqual(['Marta']);
  });

  test('a company someone said they are from is not a person deciding', () => {
    expect(
      whoOf(
        ['Bruno Lima', 'Bom dia, aqui é o Bruno, da Gráfica Aurora.'],
        ['Vendedor', 'Bom dia, Bruno!'],
        ['Bruno Lima', 'A Gráfica é do grupo, e compra desse tamanho quem aprova é o Otávio, lá da sede.'],
      ),
    ).toEqual(['Otávio']);
  });

  test('the speaker deciding one part of the deal does not decide the purchase', () => {
    expect(
      whoOf(
        ['Vendedor', 'E o processo?'],
        ['Joana Reis', 'A parte técnica sou eu que aprovo. Quem assina é o Ivo.'],
      ),
    ).toEqual(['Ivo']);
  });

  test.each([
    'Quem paga o pato sou eu.',
    'Hoje sou eu que confiro as fichas de noite.',
    'Depois a gente decide junto o horário do treinamento.',
  ])('"%s" says nothing of who decides', (line) => {
    expect(whoOf(['Vendedor', 'Como é hoje?'], ['Joana Reis', line])).toEqual([]);
  });

  test.each([
    ['Quem responde pelo escritório sou eu.', ['Joana']],
    ['Aqui nada acima de cinco mil sai sem a diretoria.', ['diretoria']],
    ['Sem o seu Jair não sai nada, ele é o dono.', ['Jair']],
    ['Compra grande não passa sem o conselho dos sócios.', ['conselho']],
  ])('"%s" names who decides', (line, who) => {
    expect(whoOf(['Vendedor', 'E o investimento?'], ['Joana Reis', line])).toEqual(who);
  });

  test.each([
    'E a Vera, minha sócia, é das antigas. Vai ser difícil convencer.',
    'Eu ainda tenho que convencer a Vera, que é quem cuida do caixa.',
    'O problema vai ser convencer. A Vera, minha sócia, nunca gostou de sistema. Vou ter que convencer.',
  ])('someone who has to be convinced decides: "%s"', (line) => {
    expect(whoOf(['Vendedor', 'Faz sentido pra vocês?'], ['Joana Reis', line])).toEqual(['Vera']);
  });
});
