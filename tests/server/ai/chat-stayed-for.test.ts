import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { saysAnswerType } from '../../../server/providers/ai/chat/answer-type.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

test.each([
  ['E a vigilância veio aqui e ficou três dias.'],
  ['Os caminhões ficaram duas semanas parados no pátio.'],
  ['A auditora passou quatro dias olhando os papéis.'],
])('"%s" says how long someone stayed: a length of time', (text) => {
  expect(saysAnswerType('duration', text)).toBe(true);
});

/**
 * A made-up call: a dairy inspected by the government. "Por quanto tempo a fiscalização ficou?" is answered
 * by the line saying how long the inspectors stayed, not by one saying another length of time beside a word
 * of the same subject.
 */
const dairy = madeUpCall('Laticínio Vale Verde', [
  ['Tomás Reis', 'Já tiveram problema com rastreio de lote?'],
  ['Clara Nunes', 'Em julho o mercado devolveu um lote inteiro, e o Ministério veio aqui e ficou três dias.'],
  ['Clara Nunes', 'Achar o lote em dez minutos em vez de dois dias ia ajudar muito numa auditoria.'],
]);

test('"Por quanto tempo a fiscalização federal ficou?" finds how long they stayed', async () => {
  const answer = await ask(ai, 'Por quanto tempo a fiscalização federal ficou na fábrica?', [dairy]);
  expect(answer.citations[0]?.segmentId).toBe('s1');
  expect(answer.content).toContain('três dias');
});
