import { describe, expect, test } from 'vitest';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { citedForTemplate as cited, madeUpCall as call } from './made-up-call.ts';

/**
 * Template answers by the classes of line rules tuned call by call missed on unseen calls, shown on made-up
 * calls from businesses unlike the labelled calls' (a florist, a kennel, a dance school, a bike shop).
 */
const [, authority] = readyTemplates.bant.questions;
const [situation, problems, implications, needPayoff] = readyTemplates.spin.questions;

describe('template answers for classes of line seen missed on unseen calls', () => {
  test('the situation is how things are done today, not the greeting that answers "como vocês estão?"', async () => {
    const segments = call(
      ['Vendedora', 'Oi, Rita, tudo bem? Como vocês estão hoje?'],
      ['Rita', 'Tudo ótimo por aqui, e com você?'],
      ['Vendedora', 'Bem também. Me conta como vocês controlam as encomendas de flores hoje.'],
      ['Rita', 'É tudo num caderno no balcão, cada florista anota o que pegou.'],
    );
    expect(await cited(segments, [situation!])).toEqual([['s3']]);
  });

  test('the implication is the consequence said, not the problem line nor the price of the deal', async () => {
    const segments = call(
      ['Vendedor', 'O que mais atrapalha no canil hoje?'],
      ['Cliente', 'A agenda de banho vive furando, os horários se perdem no papel.'],
      [
        'Cliente',
        'No feriado deixamos uns quinze mil na mesa, dono de cachorro não espera, acaba indo pro concorrente.',
      ],
      ['Vendedor', 'O plano sai por trezentos reais por mês.'],
      ['Cliente', 'Trezentos reais cabe no orçamento.'],
    );
    const [problemLines, implicationLines] = await cited(segments, [problems!, implications!]);
    expect(problemLines).toEqual(['s1']);
    expect(implicationLines).toEqual(['s2']);
  });

  test('a problem told with its cause gives the implication what was lost, in another note', async () => {
    const drafts = await createExtractiveAi().answerQuestions(
      [
        { id: 'problems', text: problems! },
        { id: 'implications', text: implications! },
      ],
      call(
        ['Vendedor', 'E onde isso pega?'],
        ['Cliente', 'Já perdemos uma turma inteira porque a matrícula demorou duas semanas pra sair.'],
      ),
    );
    expect(drafts[1]!.sources.map((source) => source.segmentId)).toEqual(['s1']);
    expect(drafts[1]!.answer).not.toBe(drafts[0]!.answer);
    expect(drafts[1]!.answer).toContain('perderam uma turma inteira');
    expect(drafts[1]!.answer).not.toContain('matrícula');
  });

  test('what solving it would be worth, said as a hypothesis, answers the need-payoff', async () => {
    expect(
      await cited(
        call(
          ['Vendedor', 'A oficina recebe o aviso quando a peça chega.'],
          [
            'Cliente',
            'Se a gente resolvesse isso, eu ganharia umas duas tardes por semana pra vender bicicleta.',
          ],
        ),
        [needPayoff!],
      ),
    ).toEqual([['s1']]);
    expect(
      await cited(
        call(
          ['Vendedor', 'E se as inscrições fossem automáticas, o que mudaria pra vocês?'],
          ['Cliente', 'A secretária ia liberar as manhãs dela pra cuidar das turmas novas.'],
        ),
        [needPayoff!],
      ),
    ).toEqual([['s1']]);
    // "Não sei se funciona" doubts; it imagines no gain.
    expect(
      await cited(
        call(
          ['Vendedor', 'O aplicativo mostra as aulas da semana.'],
          ['Cliente', 'Não sei se funciona com as alunas mais velhas.'],
        ),
        [needPayoff!],
      ),
    ).toEqual([[]]);
  });

  test('who decides has no answer when no one is named as deciding', async () => {
    expect(
      await cited(
        call(
          ['Vendedor', 'Como vocês escolhem fornecedor de ração?'],
          ['Cliente', 'A gente faz cotação com três e escolhe o que entrega mais rápido.'],
        ),
        [authority!],
      ),
    ).toEqual([[]]);
  });
});

test('who is on the call, said in the opening, is no situation', async () => {
  const segments = call(
    ['Gerente', 'Boa tarde. Eu sou o Paulo, gerente da região, hoje vou só acompanhar.'],
    ['Vendedora', 'Boa tarde! Como vocês fazem hoje a escala dos salva-vidas?'],
    ['Cliente', 'É numa planilha que o coordenador monta toda sexta.'],
  );
  expect(await cited(segments, [situation!])).toEqual([['s2']]);
});

test('the worth said in the imperfect for the conditional answers the need-payoff', async () => {
  expect(
    await cited(
      call(
        ['Vendedor', 'Com o sensor, a ração é pesada sozinha em cada baia.'],
        ['Cliente', 'Nossa. Isso já acabava com metade das brigas com o fornecedor de ração.'],
      ),
      [needPayoff!],
    ),
  ).toEqual([['s1']]);
  // "Não dava pra" tells the past, not a gain.
  expect(
    await cited(
      call(
        ['Vendedor', 'O sistema pesa a ração sozinho.'],
        ['Cliente', 'Antes não dava pra pesar, a balança vivia quebrada.'],
      ),
      [needPayoff!],
    ),
  ).toEqual([[]]);
});

test("an incident suffered is the implication; the seller's price never is", async () => {
  const segments = call(
    ['Vendedor', 'Quem cuida das câmeras do condomínio à noite?'],
    ['Síndica', 'Ninguém. O porteiro dorme no turno da madrugada.'],
    ['Síndica', 'Ano passado tivemos um roubo na garagem e só descobrimos de manhã.'],
    ['Vendedor', 'O monitoramento fica em mil e duzentos reais por mês.'],
    [
      'Síndica',
      'Cada morador que perde a bicicleta deixa de pagar a taxa extra, e isso pesa na mensalidade.',
    ],
  );
  const [, implicationLines] = await cited(segments, [problems!, implications!]);
  expect(implicationLines).not.toContain('s3');
  expect(implicationLines).toContain('s2');
});

test("the client's reply to the seller's question about what it costs is the implication", async () => {
  const segments = call(
    [
      'Vendedora',
      'Boa tarde. Pra começar, me conta como vocês controlam hoje a temperatura das câmaras do frigorífico.',
    ],
    [
      'Cliente',
      'Um funcionário anota num papel de hora em hora, e a perda de carne deu seis por cento no ano.',
    ],
    ['Vendedora', 'E isso pesa como no dia a dia de vocês?'],
    ['Cliente', 'Pesa no frete, primeiro: cada lote estragado volta pro caminhão e roda a estrada de novo.'],
    // Two losses said outright (s1, s4) outrank a reply without a cost word, unless the reply counts as the surest.
    ['Cliente', 'E no ano passado a gente perdeu dois contratos de supermercado, uns trezentos mil reais.'],
  );
  const [, implicationLines] = await cited(segments, [problems!, implications!]);
  expect(implicationLines).toContain('s3');
});

test('a line telling what goes wrong and then what it cost: the problem is the first, the implication the second', async () => {
  const drafts = await createExtractiveAi().answerQuestions(
    [
      { id: 'problems', text: problems! },
      { id: 'implications', text: implications! },
    ],
    call(
      ['Vendedora', 'E isso atrapalha em quê, no dia a dia da marmoraria?'],
      [
        'Cliente',
        'Quando o medidor falta, ninguém sabe a medida certa da bancada. No mês passado a gente perdeu umas quatro cozinhas assim, coisa de oitenta mil em pedras.',
      ],
    ),
  );
  expect(drafts.map((draft) => draft.answer)).toEqual([
    'Cliente disse que quando o medidor falta, ninguém sabe a medida certa da bancada.',
    expect.stringContaining('oitenta mil'),
  ]);
});

describe('the worth of the solution foretold in the present', () => {
  test('what the client can then do, or a share of the problem gone, is the worth and not a problem', async () => {
    const segments = call(
      ['Vendedor', 'O que mais atrapalha na academia hoje?'],
      ['Cliente', 'A catraca trava e o aluno desiste na fila, é um problema toda manhã.'],
      ['Vendedor', 'Com o aplicativo o aluno entra pelo celular, sem catraca.'],
      ['Cliente', 'Se o aluno entrar pelo celular, eu consigo até abrir mais cedo, sem recepcionista.'],
    );
    const [problemLines, worthLines] = await cited(segments, [problems!, needPayoff!]);
    expect(problemLines).toEqual(['s1']);
    expect(worthLines).toEqual(['s3']);
  });

  test('the delight of who gains, foretold, says what it is worth', async () => {
    const segments = call(
      [
        'Vendedora',
        'A cobrança das mensalidades da escolinha de natação sai sozinha, com lembrete no WhatsApp.',
      ],
      ['Cliente', 'A secretária ia soltar fogos. Ela passa a sexta inteira ligando pros pais.'],
    );
    expect(await cited(segments, [needPayoff!])).toEqual([['s1']]);
  });
});
