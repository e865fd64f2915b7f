import { describe, expect, test } from 'vitest';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Template answers read from how lines are built, on made-up calls (a marina, a glass factory, a pet shop
 * chain): the client's reply to a seller's question of a kind, whatever its words, and the client's own line
 * by its shape (a count of what they have, a habit gone wrong, a gain in the conditional, a budget reckoned).
 */
const [budget, , need, timeline] = readyTemplates.bant.questions;
const [situation, problems, implications, needPayoff] = readyTemplates.spin.questions;

async function citedFor(question: string, ...lines: Array<[string, string]>) {
  const [draft] = await createExtractiveAi().answerQuestions(
    [{ id: 'q', text: question }],
    call(['Vendedor', 'Bom dia, Carla, tudo bem?'], ['Carla', 'Tudo ótimo, e você?'], ...lines),
  );
  return draft!.sources.map((source) => source.segmentId);
}
const reply = (question: string, asked: string, answer: string) =>
  citedFor(question, ['Vendedor', asked], ['Carla', answer], ['Vendedor', 'Entendi, obrigado.']);
const said = (question: string, line: string) =>
  citedFor(
    question,
    ['Vendedor', 'Legal. Vamos conversar então.'],
    ['Carla', line],
    ['Vendedor', 'Entendi.'],
  );

describe("the client's reply to a seller's question of a kind, whatever its words", () => {
  test('situation: the set-up, the people, the tools', async () => {
    expect(
      await reply(
        situation!,
        'Me dá um panorama de como a equipe se organiza?',
        'Três no píer e dois no escritório.',
      ),
    ).toContain('s3');
    expect(
      await reply(situation!, 'Quantas pessoas cuidam disso aí?', 'Duas meninas, meio período cada.'),
    ).toContain('s3');
  });

  test('problems: the bottleneck, where time is lost', async () => {
    expect(
      await reply(problems!, 'Qual o maior gargalo hoje?', 'O faturamento, que depende de uma pessoa só.'),
    ).toContain('s3');
    expect(
      await reply(
        need!,
        'Onde vocês sentem que perdem mais tempo?',
        'Conferindo nota por nota no fim do dia.',
      ),
    ).toContain('s3');
  });

  test('implications: the effect, what it brought', async () => {
    expect(
      await reply(implications!, 'E o que isso gera pra vocês?', 'Hora extra toda semana, e gente cansada.'),
    ).toContain('s3');
    expect(
      await reply(implications!, 'E como isso reflete no resultado?', 'A margem encolheu uns dois pontos.'),
    ).toContain('s3');
  });

  test('need-payoff: the difference it would make, the ideal; not when it would start', async () => {
    expect(
      await reply(
        needPayoff!,
        'E que diferença isso faria no dia a dia?',
        'A Joana ficaria livre pra prospectar.',
      ),
    ).toContain('s3');
    expect(
      await reply(needPayoff!, 'Pra quando faria sentido começar?', 'Em março, depois do verão.'),
    ).toEqual([]);
  });

  test('budget and timeline: the ceiling, the willingness to invest, the expected start', async () => {
    expect(
      await reply(
        budget!,
        'Quanto vocês estariam dispostos a investir?',
        'Algo perto de quarenta mil no ano.',
      ),
    ).toContain('s3');
    expect(
      await reply(budget!, 'Qual o teto que vocês trabalham?', 'Trinta mil, mais que isso não passa.'),
    ).toContain('s3');
    expect(
      await reply(timeline!, 'Qual a expectativa de início?', 'Depois do carnaval, com certeza.'),
    ).toContain('s3');
  });
});

describe("the client's line by its shape", () => {
  test('situation: what they have, counted; a habit; who does it and through what', async () => {
    expect(await said(situation!, 'A gente tem doze lojas e um centro de distribuição.')).toEqual(['s3']);
    expect(await said(situation!, 'Cada filial manda o fechamento por e-mail toda sexta.')).toEqual(['s3']);
  });

  test('problems: what keeps going wrong', async () => {
    expect(await said(problems!, 'O estoque nunca bate com o sistema.')).toEqual(['s3']);
    expect(await said(problems!, 'A equipe vive apagando incêndio.')).toEqual(['s3']);
  });

  test('need-payoff: a gain in the conditional, not a polite request nor a cost foreseen', async () => {
    expect(await said(needPayoff!, 'Isso me tiraria um peso enorme das costas.')).toEqual(['s3']);
    expect(await said(needPayoff!, 'Com isso a equipe ficaria livre pra vender.')).toEqual(['s3']);
    expect(await said(needPayoff!, 'Aí eu gostaria de ver uma demonstração.')).toEqual([]);
    expect(await said(needPayoff!, 'Com isso ficaria caro demais pra gente.')).toEqual([]);
  });

  test('budget: reckoned, unless what is reckoned is lost', async () => {
    expect(await said(budget!, 'A gente pensou em algo em torno de cinco mil por mês.')).toEqual(['s3']);
    expect(await said(budget!, 'A gente estima uns cento e vinte mil em vendas perdidas.')).toEqual([]);
  });
});

describe('tuned on round 9, by class', () => {
  test("the client's reply welcoming the seller's first presentation says what the solution is worth", async () => {
    const presentation =
      'Entendi. O nosso sistema lê o código de cada caixa na doca e mostra na hora o que entrou, de qual fornecedor e o que falta.';
    expect(
      await citedFor(
        needPayoff!,
        ['Vendedor', 'E como vocês conferem a carga hoje?'],
        ['Carla', 'Na mão, caixa por caixa, com a nota na prancheta.'],
        ['Vendedor', presentation],
        ['Carla', 'Aí eu chego no fornecedor com a divergência na mão e acaba a discussão.'],
      ),
    ).toEqual(['s5']);
    expect(
      await citedFor(
        needPayoff!,
        ['Vendedor', 'E como vocês conferem a carga hoje?'],
        ['Carla', 'Na mão, caixa por caixa, com a nota na prancheta.'],
        ['Vendedor', presentation],
        ['Carla', 'E esse leitor aguenta a câmara fria?'],
      ),
    ).toEqual([]);
  });

  test('the effect asked in any tense: "o que isso tem causado?"', async () => {
    expect(
      await reply(
        implications!,
        'E o que isso tem causado?',
        'Dois condomínios trocaram de administradora esse ano.',
      ),
    ).toContain('s3');
  });

  test('the set-up asked as an overview: "me dá uma visão geral"', async () => {
    expect(
      await reply(
        situation!,
        'Me dá uma visão geral da operação?',
        'Três turnos, quarenta operadores, duas linhas.',
      ),
    ).toContain('s3');
  });

  test('a weekday, the payback term and where to start are no timeline', async () => {
    expect(await said(timeline!, 'Sábado à tarde a fila do caixa chega a meia hora.')).toEqual([]);
    expect(await said(timeline!, 'O sócio é bem chato com prazo de retorno.')).toEqual([]);
    expect(await said(timeline!, 'Dá pra começar pelas lojas do centro.')).toEqual([]);
    expect(await said(timeline!, 'Queremos começar em agosto.')).toEqual(['s3']);
  });
});

describe('what a written answer is made of', () => {
  test('a self-introduction in the answering line is not what the answer says', async () => {
    const [draft] = await createExtractiveAi().answerQuestions(
      [{ id: 'q', text: situation! }],
      call(
        ['Vendedor', 'Bom dia! Como funciona a produção das padarias hoje?'],
        [
          'Usuário do Zoom',
          'Bom dia. Aqui é a Denise, da Padaria Trigo Bom. São cinco lojas, e a produção é toda numa cozinha central.',
        ],
        ['Vendedor', 'Entendi.'],
      ),
    );
    expect(draft!.answer).toMatch(/cinco lojas/);
    expect(draft!.answer).not.toMatch(/Denise/);
  });
});
