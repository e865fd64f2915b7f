import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { asksMoney, saysMoneyAmount } from '../../../server/providers/ai/chat/money.ts';
import { inPlainWords } from '../../../server/providers/ai/chat/colloquial.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a river ferry company looking at ticketing. Its answers come in two turns after a request
 * to tell, in a short reply that says what its number counts first, in a case told as similar, beside a
 * sentence with another number, and beside a date that is the limit.
 */
const ferries = madeUpCall('Travessias do Vale', [
  ['Sílvio Rangel', 'Me explica como é a operação hoje, quantas balsas, que tipo de passageiro.'],
  ['Neusa Barros', 'São sete balsas, duas delas só pra veículos pesados.'],
  ['Neusa Barros', 'É mais turista no verão, saindo de Porto Bonito pra Ilha Comprida.'],
  ['Sílvio Rangel', 'Numa travessia parecida, em Laranjal, a fila do guichê sumiu em dois meses.'],
  ['Neusa Barros', 'A gente perde umas trezentas passagens por feriado. Na média, passa de quarenta mil.'],
  ['Sílvio Rangel', 'E quantos guichês ficam abertos?'],
  ['Neusa Barros', 'No cais norte são quatro.'],
  ['Neusa Barros', 'Antes do Carnaval. Se passar de janeiro, perde a alta toda.'],
]);

test.each([
  // The reply to a request to tell, in its second turn.
  ['Pra onde vão os turistas que eles levam?', 's2', 'Ilha Comprida'],
  // A case told as similar is the one that served as an example.
  ['Em que cidade fica a travessia que serviu de exemplo?', 's3', 'Laranjal'],
  // A short reply to "Quantos...?" that says what it counts first.
  ['Qual o tamanho do atendimento no cais norte?', 's6', 'quatro'],
  // Of a line's numbers, the money is what "quanto ... deixam de faturar" asks.
  ['Quanto eles deixam de faturar num feriado?', 's4', 'quarenta mil'],
  // The date that is the limit, beside the one it is before.
  ['Qual o limite pra ter tudo rodando sem perder a temporada?', 's7', 'janeiro'],
])('"%s" is answered by the line that says it', async (question, line, fact) => {
  const answer = await ask(ai, question, [ferries]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain(line);
  expect(answer.content).toContain(fact);
});

test('a question about money and a sentence saying an amount', () => {
  expect(asksMoney('Quanto a empresa gasta com diesel?')).toBe(true);
  expect(asksMoney('Quanto tempo leva a travessia?')).toBe(false);
  expect(saysMoneyAmount('Passa de quarenta mil.')).toBe(true);
  expect(saysMoneyAmount('São sete balsas.')).toBe(false);
});

test('a family read in one word may be read as said, when the call says it so', () => {
  const saysCarga = (words: string[]) => words.find((word) => word === 'carga') ?? words[0] ?? '';
  const plain = inPlainWords('Qual a carga da carroceria?', { oneWord: saysCarga });
  expect(plain).toMatch(/^Qual a\s+carga\s+da\s+carga\s*\?$/);
});
