import { expect, test } from 'vitest';
import { writtenNextSteps } from '../../../server/providers/ai/writing/said-facts.ts';
import { writeCommitment } from '../../../server/providers/ai/writing/commitments.ts';
import { noteOf } from '../../../server/providers/ai/writing/notes.ts';
import { saysNothing } from '../../../server/providers/ai/writing/fillers.ts';
import { reportedClause } from '../../../server/providers/ai/writing/reported-speech.ts';

const context = { speaker: 'Carla M.', addressee: 'DIEGO' };

test('a commitment made with someone else keeps both in its subject', () => {
  expect(writeCommitment('Eu e mais um analista vamos configurar o ambiente na segunda.', context)).toEqual({
    text: 'Carla e mais um analista vão configurar o ambiente na segunda.',
    owner: 'Carla',
    due: 'segunda-feira',
  });
  expect(writeCommitment('A Juliana e eu vamos enviar a proposta na sexta.', context)?.text).toBe(
    'Carla e a Juliana vão enviar a proposta na sexta.',
  );
});

test("the meeting's next steps write it so, and a note of anything else said keeps the speaker beside the other", () => {
  const [step] = writtenNextSteps(
    [
      { id: 's0', speaker: 'DIEGO', startSeconds: 0, endSeconds: 4, text: 'Quando vocês começam?' },
      {
        id: 's1',
        speaker: 'Carla M.',
        startSeconds: 5,
        endSeconds: 9,
        text: 'Eu e mais um analista vamos migrar os painéis amanhã.',
      },
    ],
    [
      {
        text: 'Eu e mais um analista vamos migrar os painéis amanhã.',
        speaker: 'Carla M.',
        segmentId: 's1',
        startSeconds: 5,
      },
    ],
  );
  expect(step?.text).toBe('Carla e mais um analista vão migrar os painéis amanhã.');
  expect(noteOf('Carla M.', ['Eu e minha sócia decidimos juntos.'])).toBe(
    'Carla disse que Carla e a sócia decidem juntos.',
  );
  // "Eu" alone is still left out: the note names who said it.
  expect(noteOf('Carla M.', ['Eu uso o Grafana hoje.'])).toBe('Carla respondeu: usa o Grafana hoje.');
});

test('any verb after "eu" is told in the third person, whatever its conjugation', () => {
  expect(noteOf('SPK_02', ['E eu separo o relatório de perdas e mando amanhã.'])).toBe(
    'SPK_02 disse que separa o relatório de perdas e manda amanhã.',
  );
  expect(noteOf('Carla M.', ['Hoje eu vendo uns trinta carros por mês.'])).toBe(
    'Carla disse que hoje vende uns trinta carros por mês.',
  );
});

test('"e eu" joining a clause is the speaker alone, and "pra você" names who it is for', () => {
  expect(noteOf('Speaker 2', ['O motorista anota e eu confiro no fim do dia.'])).toBe(
    'Speaker 2 disse que o motorista anota e confere no fim do dia.',
  );
  expect(
    writeCommitment('Deixa que eu separo a lista dos clientes pra você.', {
      speaker: 'Speaker 2',
      addressee: 'carla.vendas',
    })?.text,
  ).toBe('Speaker 2 vai separar a lista dos clientes para Carla.');
});

test('thanks say nothing, and a preposition before a dropped possessive contracts', () => {
  expect(saysNothing('Obrigado por receberem a gente, Sílvia.')).toBe(true);
  expect(reportedClause('A instalação é por nossa conta.')).toBe('a instalação é pela conta');
  // "já" (with its accent) marks the past: "tentamos" is "tentaram".
  expect(reportedClause('Já tentamos um portal e ninguém entrou.')).toBe(
    'já tentaram um portal e ninguém entrou',
  );
});

test('a possessive after its noun says whose, and one before its noun is left out', () => {
  expect(reportedClause('Tem cliente nosso que é banco e pede sigilo.')).toBe(
    'tem cliente deles que é banco e pede sigilo',
  );
  expect(reportedClause('Isso é um problema nosso.')).toBe('isso é um problema deles');
  expect(reportedClause('Um fornecedor meu, o Tião, faz isso.')).toBe('um fornecedor seu, o Tião, faz isso');
  expect(reportedClause('O nosso CRM não avisa.')).toBe('o CRM não avisa');
});

test('"te dou um retorno" is its own step, and "o retorno" stays a noun', () => {
  expect(writeCommitment('Eu apresento pro Henrique na segunda e te dou um retorno.', context)?.text).toBe(
    'Carla vai apresentar para o Henrique na segunda e dar um retorno.',
  );
  expect(reportedClause('O retorno do jurídico demora.')).toBe('o retorno do jurídico demora');
});

test('"a gente" leaves its verb in the plural past the adverbs and the pronoun before it', () => {
  expect(reportedClause('A gente ainda não tem verba aprovada pra isso.')).toBe(
    'ainda não têm verba aprovada para isso',
  );
  expect(reportedClause('A gente já usa o Pipedrive.')).toBe('já usam o Pipedrive');
  expect(reportedClause('A gente se reúne toda segunda.')).toBe('se reúnem toda segunda');
});

test('a word that could be a first-person verb is a noun before an adjective that says so', () => {
  // Only after nouns: "fixo", "mensal".
  expect(reportedClause('Eu cuido das vendas, e gasto fixo quem vê é o Paulo.')).toBe(
    'cuida das vendas, e gasto fixo quem vê é o Paulo',
  );
  // Either side of a noun, with a verb after it: "gasto novo passa", not "uso novo sistema".
  expect(reportedClause('Eu cuido da operação, mas gasto novo passa por ele.')).toBe(
    'cuida da operação, mas gasto novo passa por ele',
  );
  expect(reportedClause('Eu uso novo sistema.')).toBe('usa novo sistema');
});

test('the speaker compared with someone is named, not left out of the comparison', () => {
  expect(reportedClause('O Nelson está há mais tempo no jornal do que eu.', 'Teresa')).toBe(
    'o Nelson está há mais tempo no jornal do que Teresa',
  );
  expect(reportedClause('A concorrência vende mais barato que nós.', 'Teresa')).toBe(
    'a concorrência vende mais barato que eles',
  );
  // "Como eu disse" is no comparison.
  expect(reportedClause('Como eu disse, a gente fecha em março.', 'Teresa')).toBe(
    'como disse, fecham em março',
  );
});

test('a reply that is an amount is told as a reply, however many words the amount takes', () => {
  expect(noteOf('Jorge', ['Uns dois mil e quinhentos reais.'])).toBe(
    'Jorge respondeu: uns dois mil e quinhentos reais.',
  );
  expect(noteOf('Jorge', ['Quase trinta por cento do faturamento.'])).toBe(
    'Jorge respondeu: quase trinta por cento do faturamento.',
  );
  // A statement that opens on "uma vez" is still said.
  expect(noteOf('Jorge', ['Uma vez por mês eu confiro tudo com o contador.'])).toBe(
    'Jorge disse que uma vez por mês confere tudo com o contador.',
  );
});
