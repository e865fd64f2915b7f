import { describe, expect, test } from 'vitest';
import { decisionMakersOf } from '../../../server/providers/ai/signals/decision.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * A body named in one sentence and its members named in another of the same turn (a clinic, a transport
 * firm): the decision-makers are the people; a body with no members named stays a body.
 */
const whoDecides = (...lines: Array<[speaker: string, text: string]>) =>
  decisionMakersOf(call(...lines)).map((maker) => maker.who);

describe('a body named by its members in the same turn', () => {
  test('the members, not the body, decide', () => {
    expect(
      whoDecides(
        ['Vendedora', 'E quem aprova isso na clínica?'],
        [
          'Cliente',
          'Eu levo pra reunião de sócios. No fim quem dá o ok são os dois sócios, o Fabrício e a Letícia.',
        ],
      ),
    ).toEqual(['Fabrício', 'Letícia']);
    expect(
      whoDecides(
        ['Vendedor', 'Quem mais participa dessa decisão?'],
        ['Cliente', 'Passa pela diretoria. Quem assina mesmo é a diretoria: o Osvaldo e a Marina.'],
      ),
    ).toEqual(['Osvaldo', 'Marina']);
  });

  test('look-alike: a body whose members are not named stays', () => {
    expect(
      whoDecides(
        ['Vendedora', 'E quem aprova isso na clínica?'],
        ['Cliente', 'Eu levo pra reunião de sócios. Eles decidem tudo juntos.'],
      ),
    ).toEqual(['sócios']);
  });
});
