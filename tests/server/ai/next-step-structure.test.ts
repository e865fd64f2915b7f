import { describe, expect, test } from 'vitest';
import { computeEnrichment } from '../../../server/providers/ai/enrichment.ts';
import { findDates } from '../../../server/providers/ai/signals/dates.ts';
import { normalize } from '../../../server/providers/ai/text.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Next steps read by verb family and person rather than a verb list, and dates by form, on made-up lines
 * from a dental lab, a car rental and a recycling plant.
 */
const stepOf = (speaker: string, line: string) =>
  computeEnrichment(
    'm',
    call(
      ['Vendedor', 'Me conta como vocês fazem hoje?'],
      ['Cliente', 'A gente usa planilha.'],
      [speaker, line],
      [speaker === 'Vendedor' ? 'Cliente' : 'Vendedor', 'Perfeito, combinado.'],
    ),
  ).nextSteps.map(({ owner, due, text }) => ({ owner, due, text }));

describe('next steps by verb family and person', () => {
  test('the future with "ir" commits the speaker whatever the verb', () => {
    expect(stepOf('Vendedor', 'Vou pedir pro laboratório revisar e te devolvo na quarta.')).toEqual([
      {
        owner: 'Vendedor',
        due: 'quarta-feira',
        text: 'Vendedor vai pedir para o laboratório revisar e devolver na quarta.',
      },
    ]);
    expect(stepOf('Vendedor', 'A gente vai reservar os carros da frota pra você.')).toEqual([
      { owner: 'Vendedor', due: undefined, text: 'Vendedor vai reservar os carros da frota para Cliente.' },
    ]);
  });

  test("one's part on the call, a refusal and a threat are not steps", () => {
    expect(stepOf('Cliente', 'Eu vou focar mais na parte de logística.')).toEqual([]);
    expect(stepOf('Cliente', 'Eu não vou largar o meu caderno pra preencher sistema.')).toEqual([]);
    expect(stepOf('Cliente', 'Se não baixar o preço, vou procurar outra cooperativa.')).toEqual([]);
  });

  test('taking it on, and asking for it in the subjunctive', () => {
    expect(stepOf('Vendedor', 'Então fico responsável por montar o cronograma até sexta.')).toEqual([
      { owner: 'Vendedor', due: 'sexta-feira', text: 'Vendedor vai montar o cronograma até sexta.' },
    ]);
    expect(stepOf('Cliente', 'Preciso que você me mande a tabela de fretes até amanhã.')).toEqual([
      {
        owner: 'Vendedor',
        due: 'amanhã',
        text: 'Vendedor vai mandar a tabela de fretes até amanhã para Cliente.',
      },
    ]);
  });

  test("the speaker's side, named as such, is the speaker's commitment", () => {
    expect(stepOf('Vendedor', 'Se vocês toparem, o nosso técnico visita as três usinas.')).toEqual([
      { owner: 'Vendedor', due: undefined, text: 'O técnico de Vendedor vai visitar as três usinas.' },
    ]);
  });

  test('a time opening the sentence, and a first-person verb without its pronoun after "e"', () => {
    expect(stepOf('Cliente', 'Daqui a quinze dias a gente volta a conversar.')).toEqual([
      { owner: 'Cliente', due: 'em 15 dias', text: 'Cliente vai voltar a conversar.' },
    ]);
    expect(
      stepOf('Cliente', 'Vou conversar com a Jussara e volto com uma resposta até o dia vinte.'),
    ).toEqual([
      {
        owner: 'Cliente',
        due: 'dia 20',
        text: 'Cliente vai conversar com a Jussara e voltar com uma resposta até o dia vinte.',
      },
    ]);
  });
});

describe('dates by form', () => {
  const dates = (text: string) => findDates(normalize(text));
  test('a deadline counted from the call, however introduced', () => {
    expect(dates('dentro de duas semanas')).toEqual(['em 2 semanas']);
    expect(dates('no prazo de dez dias')).toEqual(['em 10 dias']);
    expect(dates('em no máximo quinze dias')).toEqual(['em 15 dias']);
    expect(dates('daqui a uma semana')).toEqual(['em 1 semana']);
  });

  test('a weekday opening the sentence, and parts of the quarter and week', () => {
    expect(dates('quarta eu te mando')).toEqual(['quarta-feira']);
    expect(dates('até o fim do trimestre')).toEqual(['fim do trimestre']);
    expect(dates('até o final de semana')).toEqual(['fim da semana']);
    expect(dates('no fim de semana a gente vê')).toEqual([]);
  });
});

const stepsOf = (...lines: Array<[speaker: string, text: string]>) =>
  computeEnrichment('m', call(...lines)).nextSteps.map(({ segmentId, owner, due }) => ({
    segmentId,
    owner,
    due,
  }));

describe('tuned on round 9, by class', () => {
  test('a refusal in the future is no step, whatever the verb', () => {
    expect(stepOf('Cliente', 'Em março eu não vou mudar o sistema do caixa.')).toEqual([]);
  });

  test('an offer of a thing asked and accepted, even on a condition, commits who offers; leave to come does not', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E se a diretoria aprovar, posso montar um piloto na loja do centro?'],
        ['Cliente', 'Se o gerente topar, pode. Eu falo com ele amanhã.'],
      ),
    ).toEqual([
      { segmentId: 's0', owner: 'Vendedor', due: undefined },
      { segmentId: 's1', owner: 'Cliente', due: 'amanhã' },
    ]);
    expect(stepsOf(['Vendedor', 'Posso passar na sua loja pra conhecer?'], ['Cliente', 'Pode.'])).toEqual([]);
  });

  test('how long something takes, said beside a step, does not date it', () => {
    expect(
      stepsOf([
        'Vendedor',
        'O backup é apagado em trinta dias. Eu te mando o nosso termo de retenção, pro seu advogado.',
      ]),
    ).toEqual([{ segmentId: 's0', owner: 'Vendedor', due: undefined }]);
  });

  test('an offer confirmed later with a date is one step, the dated one', () => {
    expect(
      stepsOf(
        ['Vendedor', 'Eu posso te mandar um estudo de caso de outra cooperativa.'],
        ['Cliente', 'Manda, sim.'],
        ['Vendedor', 'Então eu te mando o estudo com a proposta até quinta.'],
      ),
    ).toEqual([{ segmentId: 's2', owner: 'Vendedor', due: 'quinta-feira' }]);
  });

  test("a plan on a condition, asked with a tag, is the speaker's step", () => {
    expect(
      stepsOf(['Cliente', 'E se o meu sócio gostar, a gente marca uma visita na fábrica em maio, pode ser?']),
    ).toEqual([{ segmentId: 's0', owner: 'Cliente', due: 'maio' }]);
  });
});
