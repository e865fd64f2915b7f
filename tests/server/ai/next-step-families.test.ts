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

describe('the date said apart from the task', () => {
  test('a date in the sentence or line just before the task is its due', () => {
    expect(
      stepsOf(
        ['Vendedor', 'A instalação das placas leva dois dias.'],
        ['Cliente', 'Certo. Amanhã cedo, sem falta.'],
        ['Cliente', 'Te mando a planta do telhado.'],
      ),
    ).toEqual([
      { segmentId: 's2', owner: 'Cliente', due: 'amanhã', text: 'Cliente vai mandar a planta do telhado.' },
    ]);
    expect(stepsOf(['Vendedora', 'Eu preparo o cronograma das aulas. Até sexta, no máximo.'])).toMatchObject([
      { owner: 'Vendedora', due: 'sexta-feira' },
    ]);
  });

  test("the other side's request with its date dates the reply that takes it on", () => {
    expect(
      stepsOf(
        ['Cliente', 'Preciso do orçamento até quinta, o pedreiro começa logo.'],
        ['Vendedor', 'Te mando o orçamento com as três opções de piso.'],
      ).find((step) => step.segmentId === 's1'),
    ).toMatchObject({ owner: 'Vendedor', due: 'quinta-feira' });
  });

  test('a date of the past, of a habit or of a step of its own lends no due', () => {
    const [step] = stepsOf(
      ['Cliente', 'Toda segunda a gente confere o estoque. Semana passada faltou farinha.'],
      ['Vendedor', 'Te mando o relatório de giro do estoque.'],
    );
    expect(step).toMatchObject({ segmentId: 's1', owner: 'Vendedor' });
    expect(step!.due).toBeUndefined();
    const steps = stepsOf([
      'Vendedora',
      'Eu mando o contrato da academia. E a gente marca a aula teste na quinta.',
    ]);
    expect(steps[0]!.due).toBe('quinta-feira');
  });
});

describe('commitments said as offers, agreements or requests asked', () => {
  test('an offer to do it for the listener, asked, is a step; asking leave is not', () => {
    expect(
      stepsOf(['Vendedor', 'Posso te mandar o catálogo de rações amanhã?'], ['Cliente', 'Pode sim.']),
    ).toEqual([
      {
        segmentId: 's0',
        owner: 'Vendedor',
        due: 'amanhã',
        text: 'Vendedor vai mandar o catálogo de rações amanhã.',
      },
    ]);
    expect(
      stepsOf(['Vendedora', 'Quer que eu te mande a tabela de fretes até quarta?'], ['Cliente', 'Quero.']),
    ).toMatchObject([
      {
        owner: 'Vendedora',
        due: 'quarta-feira',
        text: 'Vendedora vai mandar a tabela de fretes até quarta.',
      },
    ]);
    expect(stepsOf(['Vendedor', 'Posso levar o técnico junto na visita?'], ['Cliente', 'Pode.'])).toEqual([]);
    expect(
      stepsOf(['Vendedor', 'Posso te fazer uma pergunta sobre a estufa?'], ['Cliente', 'Claro.']),
    ).toEqual([]);
  });

  test('the plan said as agreed, or taken on with "deixa comigo", is written as its task', () => {
    expect(
      stepsOf(['Vendedor', 'Fica combinado que eu levo o protótipo da embalagem na terça.']),
    ).toMatchObject([
      {
        owner: 'Vendedor',
        due: 'terça-feira',
        text: 'Vendedor vai levar o protótipo da embalagem na terça.',
      },
    ]);
    expect(
      stepsOf(['Vendedora', 'Certo.'], ['Cliente', 'Deixa comigo que eu falo com o síndico até sexta.']),
    ).toMatchObject([
      { owner: 'Cliente', due: 'sexta-feira', text: 'Cliente vai falar com o síndico até sexta.' },
    ]);
  });

  test('a request asked and accepted is the step of who accepts, or of the speaker it names', () => {
    expect(
      stepsOf(
        ['Vendedora', 'Vocês conseguem me mandar o inventário dos equipamentos?'],
        ['Cliente', 'Consigo sim, até terça.'],
      ),
    ).toMatchObject([{ segmentId: 's0', owner: 'Cliente', due: 'terça-feira' }]);
    expect(
      stepsOf(
        ['Vendedora', 'Me passa a lista de alunos, Carla.'],
        ['Bruno', 'Certo.'],
        ['Carla', 'Passo sim.'],
      ),
    ).toMatchObject([
      { segmentId: 's0', owner: 'Carla', text: 'Carla vai passar a lista de alunos para Vendedora.' },
    ]);
    // Asked and left unanswered, it is only a question.
    expect(
      stepsOf(['Vendedora', 'Vocês conseguem me mandar o inventário?'], ['Cliente', 'Hum, quantos itens?']),
    ).toEqual([]);
  });
});

describe('how the plan is announced and closed', () => {
  test('a short lead-in closed by a colon, and "já" with a verb and a time ahead, say who does what', () => {
    expect(
      stepsOf(['Vendedora', 'Então, pra garantir a safra: eu levo as amostras de adubo na quinta.']),
    ).toMatchObject([
      {
        owner: 'Vendedora',
        due: 'quinta-feira',
        text: 'Vendedora vai levar as amostras de adubo na quinta.',
      },
    ]);
    expect(
      stepsOf(
        ['Vendedor', 'Eu mando a tabela do buffet hoje.'],
        ['Cliente', 'Fechado. E já adianto pra noiva amanhã cedo.'],
      ).find((step) => step.segmentId === 's1'),
    ).toMatchObject({ owner: 'Cliente', due: 'amanhã' });
  });

  test('"até sexta te confirmo" dates the task it closes, not the date of the turn before', () => {
    expect(
      stepsOf(
        ['Vendedor', 'Eu mando hoje ainda o contrato do estúdio.'],
        ['Cliente', 'E eu falo com o produtor pra reservar a sala. Até sexta te confirmo.'],
      ).find((step) => step.segmentId === 's1'),
    ).toMatchObject({ owner: 'Cliente', due: 'sexta-feira' });
  });
});

test('later the same day, this weekday and the week that comes, said in other words, are dues', () => {
  expect(stepsOf(['Vendedora', 'Te mando o mapa de mesas do salão até o fim do dia.'])[0]).toMatchObject({
    due: 'hoje',
  });
  expect(stepsOf(['Vendedor', 'Essa quinta eu levo as amostras de tecido.'])[0]).toMatchObject({
    due: 'quinta-feira',
  });
  expect(stepsOf(['Cliente', 'Eu mando a lista de hóspedes na semana que entra.'])[0]).toMatchObject({
    due: 'próxima semana',
  });
});

test('the future said with a gerund or written out commits as "vou mandar" does', () => {
  expect(stepsOf(['Vendedor', 'Vou estar te mandando o contrato da locação amanhã.'])).toEqual([
    {
      segmentId: 's0',
      owner: 'Vendedor',
      due: 'amanhã',
      text: 'Vendedor vai mandar o contrato da locação amanhã.',
    },
  ]);
  expect(stepsOf(['Vendedora', 'Enviarei o orçamento das cadeiras até sexta.'])).toMatchObject([
    {
      owner: 'Vendedora',
      due: 'sexta-feira',
      text: 'Vendedora vai enviar o orçamento das cadeiras até sexta.',
    },
  ]);
  expect(stepsOf(['Cliente', 'Amanhã a gente vai estar separando as notas fiscais pra você.'])).toMatchObject(
    [{ owner: 'Cliente', due: 'amanhã' }],
  );
  expect(stepsOf(['Cliente', 'Ontem eu mandei a planilha pro contador.'])).toEqual([]);
});

describe('a promise made on a condition', () => {
  test('once the other side agrees or hands something over, the speaker commits to what follows', () => {
    expect(
      stepsOf(
        ['Vendedor', 'A gente pode começar com duas turmas do fundamental.'],
        ['Cliente', 'Se for piloto, eu escolho as turmas com a coordenação.'],
        ['Vendedor', 'E se o conselho aprovar, eu treino os professores no sábado.'],
        [
          'Cliente',
          'Então, se você me mandar o cronograma, com as datas e os horários, eu reservo o laboratório.',
        ],
      ),
    ).toEqual([
      {
        segmentId: 's1',
        owner: 'Cliente',
        due: undefined,
        text: 'Cliente vai escolher as turmas com a coordenação.',
      },
      {
        segmentId: 's2',
        owner: 'Vendedor',
        due: 'sábado',
        text: 'Vendedor vai treinar os professores no sábado.',
      },
      {
        segmentId: 's3',
        owner: 'Cliente',
        due: undefined,
        text: 'Cliente vai reservar o laboratório.',
      },
    ]);
  });

  test('a condition on how things turn out tells a gain or a routine, not a promise', () => {
    expect(
      stepsOf(
        ['Cliente', 'Se metade dos produtores passar pro aplicativo, eu dispenso dois digitadores.'],
        ['Cliente', 'Se o paciente faltar, eu remarco na hora.'],
      ),
    ).toEqual([]);
  });
});

test('a short sentence with a date closes the dateless task the same turn said just before it', () => {
  expect(
    stepsOf(
      ['Vendedor', 'Com o histórico de consumo eu consigo dimensionar as placas.'],
      ['Cliente', 'E eu te passo as contas de luz do último ano. Isso eu consigo até quinta.'],
    ),
  ).toMatchObject([{ segmentId: 's1', owner: 'Cliente', due: 'quinta-feira' }]);
});

test('courtesy before a request ("se não for pedir muito", "por favor") still asks for it, and why is left out', () => {
  expect(
    stepsOf(
      ['Vendedora', 'A gente tem um modelo de laudo pronto para clínicas veterinárias.'],
      [
        'Cliente',
        'Se não for pedir muito, me manda esse modelo de laudo, pra eu ver se dá pra usar o meu timbre.',
      ],
      ['Cliente', 'Por favor, me envia também a tabela de preços.'],
    ),
  ).toEqual([
    {
      segmentId: 's1',
      owner: 'Vendedora',
      due: undefined,
      text: 'Vendedora vai mandar esse modelo de laudo para Cliente.',
    },
    {
      segmentId: 's2',
      owner: 'Vendedora',
      due: undefined,
      text: 'Vendedora vai enviar a tabela de preços para Cliente.',
    },
  ]);
});
