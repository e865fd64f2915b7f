import { describe, expect, test } from 'vitest';
import { decisionMakersOf } from '../../../server/providers/ai/signals/decision.ts';
import { personName } from '../../../server/providers/ai/writing/speaker-names.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Decision-makers said in ways the first rules missed, on made-up lines from businesses unlike the labelled
 * calls' (a school, a law office, a construction firm): what is tested is the way of saying it.
 */
describe('decision-makers said in other shapes', () => {
  test('a body the purchase must pass, said beside who decides, decides too', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'E quem aprova essa compra na escola?'],
        ['Cliente', 'Quem assina é a diretoria, mas o que mexe na mensalidade tem que passar no conselho.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['diretoria', 'conselho']);
  });

  test('a body asked to look the deal over reviews it and does not decide', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'Quem assina o contrato?'],
        ['Cliente', 'A doutora Beatriz.'],
        ['Cliente', 'Ela assina, mas vai querer que o jurídico olhe antes.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Beatriz']);
  });

  test('the speaker who says they decide is named as a person, not as their device', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'Na parte de decisão, como funciona na construtora?'],
        ['iPhone de Carla', 'Eu decido, sou eu que respondo pelas obras.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Carla']);
  });

  test.each([
    ['Galaxy de Ana', 'Ana'],
    ['iPhone do Marcos', 'Marcos'],
    ["Ana's iPhone", 'Ana'],
    ['Notebook da Fernanda Lima', 'Fernanda'],
    ['Marina Costa (Norte Contábil)', 'Marina'],
  ])('"%s" is called %s', (speaker, name) => {
    expect(personName(speaker)).toBe(name);
  });
});
