import { describe, expect, test } from 'vitest';
import { computeEnrichment } from '../../../server/providers/ai/enrichment.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Next steps said in ways the first rules missed, on made-up lines from businesses
 * unlike the labelled calls' (a print shop, a law office, a farm, a school, a construction firm): what is
 * tested is the way of saying it, not a sentence the rules were tuned on.
 */
const stepsOf = (...lines: Array<[speaker: string, text: string]>) =>
  computeEnrichment('m', call(...lines)).nextSteps.map(({ segmentId, owner, due, text }) => ({
    segmentId,
    owner,
    due,
    text,
  }));

describe('next steps said in other shapes', () => {
  test('a commitment with a tag question asking for a yes is still a commitment', () => {
    expect(
      stepsOf(
        ['Vendedor', 'Vocês conseguem me mandar o layout dos cartazes?'],
        ['Cliente', 'Consigo. Mando até terça, tudo bem?'],
      ),
    ).toEqual([
      { segmentId: 's1', owner: 'Cliente', due: 'terça-feira', text: 'Cliente vai mandar até terça.' },
    ]);
  });

  test('being there at a weekday and part of the day is a visit', () => {
    expect(
      stepsOf(
        ['Vendedor', 'Posso ver o galpão de vocês?'],
        ['Cliente', 'Pode, a gente recebe visita de manhã.'],
        ['Vendedor', 'Combinado, sexta cedo eu tô lá.'],
      ),
    ).toEqual([
      { segmentId: 's2', owner: 'Vendedor', due: 'sexta-feira', text: 'Vendedor vai passar lá sexta cedo.' },
    ]);
  });

  test('"vou te falar" announces what follows and commits nobody', () => {
    expect(
      stepsOf(
        ['Vendedor', 'O plano anual sai por nove mil.'],
        ['Cliente', 'Eu vou te falar, o escritório não tem essa verba agora.'],
      ),
    ).toEqual([]);
  });

  test("what the client does today, told in reply to the seller's question, is no plan", () => {
    expect(
      stepsOf(
        ['Vendedor', 'E hoje vocês controlam a irrigação como?'],
        ['Cliente', 'No olho. Eu ligo pro capataz e ele abre o registro.'],
      ),
    ).toEqual([]);
  });

  test('a request said early and committed to later with a date is one step, the later one', () => {
    const steps = stepsOf(
      ['Cliente', 'Manda isso por escrito, por favor.'],
      ['Vendedor', 'Mando sim.'],
      ['Cliente', 'E o laudo técnico da estrutura?'],
      ['Vendedor', 'Posso enviar o laudo técnico da estrutura pro engenheiro.'],
      ['Vendedor', 'Então eu te envio amanhã o laudo técnico da estrutura e o contrato.'],
    );
    expect(steps.map((step) => step.segmentId)).toEqual(['s4']);
    expect(steps[0]).toMatchObject({ owner: 'Vendedor', due: 'amanhã' });
  });
});

describe('how the approval goes is not a step', () => {
  test('a first-person verb beside who signs or whose word is final describes the path', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E quem decide a compra das sementes aí na fazenda?'],
        [
          'Cliente',
          'Quem assina é a dona Cecília, a proprietária. Eu apresento pra ela com o meu parecer, mas a decisão é dela.',
        ],
      ),
    ).toEqual([]);
    expect(
      stepsOf(
        ['Vendedor', 'E a escola fecha direto com você?'],
        ['Cliente', 'Eu encaminho pra mantenedora, mas quem bate o martelo é o conselho.'],
      ),
    ).toEqual([]);
  });

  test('with a time ahead or a promise to report back it is still a commitment', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E quem decide a reforma do escritório?'],
        ['Cliente', 'Quem assina é o doutor Paulo. Eu levo pra ele amanhã e te retorno.'],
      ).map(({ segmentId, owner }) => ({ segmentId, owner })),
    ).toEqual([{ segmentId: 's1', owner: 'Cliente' }]);
    expect(
      stepsOf(
        ['Vendedor', 'Quem aprova a obra?'],
        ['Cliente', 'A palavra final é do engenheiro. Eu mostro pra ele e te aviso.'],
      ).map(({ segmentId }) => segmentId),
    ).toEqual(['s1']);
  });
});
