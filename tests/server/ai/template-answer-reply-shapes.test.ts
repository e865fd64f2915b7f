import { describe, expect, test } from 'vitest';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * BANT's timeline and SPIN's need-payoff in the shapes round 10's calls showed the rules missing, each in
 * other words, on made-up calls from a gym, a school, a dairy and a water utility.
 */
const timeline = readyTemplates.bant.questions[3]!;
async function citedForTimeline(...lines: Array<[string, string]>) {
  const [draft] = await createExtractiveAi().answerQuestions([{ id: 't', text: timeline }], call(...lines));
  return draft!.sources.map((source) => source.segmentId);
}

describe('when the client needs it', () => {
  test.each(['E passando as festas?', 'Entendi. E depois do carnaval?', 'Certo, e terminando a safra?'])(
    'after a "not now", the reply to "%s" says when',
    async (question) => {
      expect(
        await citedForTimeline(
          ['Vendedor', 'Como vocês controlam as matrículas hoje?'],
          ['Cliente', 'Numa planilha, cada unidade tem a sua.'],
          ['Cliente', 'Agora em dezembro não dá pra mexer em nada, é a época mais cheia do ano.'],
          ['Vendedor', question],
          ['Cliente', 'Fevereiro, lá pela segunda semana. Aí dá pra treinar a recepção.'],
        ),
      ).toEqual(['s4']);
    },
  );

  test.each([
    'Toda primeira segunda do mês.',
    'Sempre na última sexta do mês.',
    'Todo dia cinco, depois do fechamento.',
  ])('when a body meets, "%s", is a routine and no timeline', async (reply) => {
    expect(
      await citedForTimeline(
        ['Vendedor', 'Como vocês controlam a coleta de leite hoje?'],
        ['Cliente', 'No caderno do motorista.'],
        ['Cliente', 'Mas compra assim tem que passar pela diretoria da cooperativa.'],
        ['Vendedor', 'E quando a diretoria se reúne?'],
        ['Cliente', reply],
      ),
    ).toEqual([]);
  });
});

describe('what the solution is worth, said as what the client can then do', () => {
  const needPayoff = readyTemplates.spin.questions[3]!;
  test.each([
    'Se o alerta chegar sozinho, eu paro de rodar a cidade atrás de vazamento.',
    'Rapaz, se eu souber na hora, eu salvo a carga inteira.',
    'E com o relatório por aluno eu consigo mostrar pros pais o que mudou.',
  ])('"%s" says the worth', async (reply) => {
    const [draft] = await createExtractiveAi().answerQuestions(
      [{ id: 'n', text: needPayoff }],
      call(
        ['Vendedor', 'Como vocês acompanham isso hoje?'],
        ['Cliente', 'Numa planilha que ninguém atualiza.'],
        ['Vendedor', 'O nosso painel avisa na hora quando alguma coisa sai do normal, e guarda o histórico.'],
        ['Cliente', 'E precisa de internet boa?'],
        ['Vendedor', 'Funciona com o sinal do celular mesmo.'],
        ['Cliente', reply],
      ),
    );
    expect(draft!.sources.map((source) => source.segmentId)).toEqual(['s5']);
  });
});
