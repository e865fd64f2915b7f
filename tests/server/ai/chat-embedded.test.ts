import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { corpus } from '../../../server/db/seed/corpus/index.ts';
import { segmentIdOf } from '../support/chat-stream.ts';
import { ask, sellerCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();
const crmDemo = sellerCall('bomPreco');
const fleetCall = sellerCall('rotaSul');
const clinicCall = sellerCall('vidaPlena');
const erpCall = sellerCall('pietro');

const citedIds = (citations: Array<{ meetingId: string; segmentId: string }>) =>
  citations.map(({ meetingId, segmentId }) => `${meetingId} ${segmentId}`);

/** Every `[n]` of the text names a citation, and every citation is named. */
function expectConsistentCitations(content: string, citations: unknown[]) {
  const numbers = [...content.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  expect(new Set(numbers)).toEqual(new Set(citations.map((_, index) => index + 1)));
}

test('“Quais os próximos passos?” writes the commitments as who does what, each cited', async () => {
  const answer = await ask(ai, 'Quais os próximos passos?', [fleetCall]);
  expect(citedIds(answer.citations)).toEqual(
    expect.arrayContaining([
      `${fleetCall.id} ${segmentIdOf(corpus.fleetLogistics, 'você me manda a proposta do piloto')}`,
      `${fleetCall.id} ${segmentIdOf(corpus.fleetLogistics, 'Envio amanhã cedo')}`,
    ]),
  );
  expect(answer.content).toContain(`Próximos passos combinados em “${fleetCall.title}”`);
  expect(answer.content).toMatch(
    /^\S+ vai mandar a proposta do piloto para Carlos; Carlos vai apresentar para o seu Alberto .+ \[\d\]\.$/m,
  );
  // Written, not pasted: no quote marks and no list hyphens.
  expect(answer.content).not.toMatch(/“Então vamos fazer assim|^- /m);
  expectConsistentCitations(answer.content, answer.citations);
  // Streamed in small pieces that make up the answer.
  expect(answer.pieces.length).toBeGreaterThan(10);
  expect(answer.pieces.join('')).toBe(answer.content);
});

test('the chat lists the next steps the meeting page lists, not a routine said with a date', async () => {
  const answer = await ask(ai, 'Quais os próximos passos?', [crmDemo]);
  // "no fim do mês eu passo dois dias consolidando": how the month closes today, which the page leaves out.
  expect(citedIds(answer.citations)).not.toContain(
    `${crmDemo.id} ${segmentIdOf(corpus.crmSoftware, 'eu passo dois dias consolidando')}`,
  );
  expect(answer.content).not.toMatch(/consolidando/);
  expect(answer.content).toMatch(/vai enviar a proposta e o material de LGPD hoje/);
});

test('“Quais foram as objeções?” writes the pushback on price, competition and change, labelled by kind', async () => {
  const answer = await ask(ai, 'Quais foram as objeções?', [clinicCall]);
  expect(citedIds(answer.citations)).toEqual(
    expect.arrayContaining([
      `${clinicCall.id} ${segmentIdOf(corpus.saasRenewal, 'concorrente trinta por cento mais barata')}`,
      `${clinicCall.id} ${segmentIdOf(corpus.saasRenewal, 'Esse é o meu medo')}`,
      `${clinicCall.id} ${segmentIdOf(corpus.saasRenewal, 'cortando custos')}`,
    ]),
  );
  expect(answer.content).toMatch(/^Preço: Roberto disse que .*cortando custos.* \[\d\]\.$/m);
  expect(answer.content).toMatch(
    /^Concorrência: Roberto disse que receberam uma proposta de um concorrente/m,
  );
  expectConsistentCitations(answer.content, answer.citations);
});

test('a question about several meetings answers meeting by meeting and names each one', async () => {
  const meetings = [crmDemo, fleetCall, clinicCall];
  const answer = await ask(ai, 'Quem decide a compra?', meetings);
  expect(citedIds(answer.citations)).toEqual(
    expect.arrayContaining([
      `${crmDemo.id} ${segmentIdOf(corpus.crmSoftware, 'quem assina é o Fernando')}`,
      `${fleetCall.id} ${segmentIdOf(corpus.fleetLogistics, 'O dono, o seu Alberto')}`,
      `${clinicCall.id} ${segmentIdOf(corpus.saasRenewal, 'Quem decide é o conselho')}`,
    ]),
  );
  for (const meeting of meetings) expect(answer.content).toContain(`“${meeting.title}”`);
  expectConsistentCitations(answer.content, answer.citations);

  const steps = await ask(ai, 'Quais os próximos passos?', [crmDemo, fleetCall, clinicCall, erpCall]);
  expect(new Set(steps.citations.map((citation) => citation.meetingId))).toEqual(
    new Set([crmDemo.id, fleetCall.id, clinicCall.id, erpCall.id]),
  );
  expect(citedIds(steps.citations)).toContain(
    `${crmDemo.id} ${segmentIdOf(corpus.crmSoftware, 'Então os próximos passos')}`,
  );
});

test('“Resuma em 5 tópicos” gives five numbered, cited points about the deal', async () => {
  const answer = await ask(ai, 'Resuma em 5 tópicos', [crmDemo]);
  expect(answer.content).toContain(`Resumo de “${crmDemo.title}”`);
  for (const point of [1, 2, 3, 4, 5])
    expect(answer.content).toMatch(new RegExp(`^${point}\\. .+\\[${point}\\]\\.$`, 'm'));
  expect(answer.content).not.toMatch(/^6\. /m);
  expect(answer.content).toMatch(/Valores e orçamento: Juliana disse que .*oito mil reais/);
  expect(answer.content).toMatch(/Próximos passos: \S+ vai enviar a proposta e o material de LGPD hoje/);
  expect(answer.citations).toHaveLength(5);
});

test('a question naming a participant is answered with what that person said', async () => {
  const answer = await ask(ai, 'O que o André perguntou?', [crmDemo]);
  expect(new Set(answer.citations.map((citation) => citation.speaker))).toEqual(new Set(['André Moura']));
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(
    expect.arrayContaining([
      segmentIdOf(corpus.crmSoftware, 'integração com o nosso ERP'),
      segmentIdOf(corpus.crmSoftware, 'Os dados ficam hospedados onde'),
    ]),
  );
});

test('when the meetings do not say it, the answer says so plainly and cites nothing', async () => {
  const answer = await ask(ai, 'Qual é a cor favorita do gerente?', [crmDemo, fleetCall]);
  expect(answer.citations).toEqual([]);
  expect(answer.content).toBe(
    'Não encontrei nada sobre isso nas 2 reuniões escolhidas. Tente perguntar com outras palavras, por ' +
      'exemplo citando um nome, um valor ou um assunto da conversa.',
  );
});

test('a subject nobody spoke of gets no quote, though a line shares a common word with the question', async () => {
  const answer = await ask(ai, 'Eles já usam inteligência artificial?', [crmDemo]);
  expect(answer.citations).toEqual([]);
  expect(answer.content).toMatch(/^Não encontrei nada sobre isso/);
});

test('a follow-up question is read with the question before it', async () => {
  const alone = await ask(ai, 'E quanto fica isso?', [fleetCall]);
  expect(alone.citations).toEqual([]);
  const followUp = await ask(ai, 'E quanto fica isso?', [fleetCall], {
    history: [{ role: 'user', content: 'O piloto tem custo?' }],
  });
  expect(followUp.citations.map((citation) => citation.segmentId)).toContain(
    segmentIdOf(corpus.fleetLogistics, 'O piloto é gratuito'),
  );
});

test('stopping keeps what was produced, with the citations it already made', async () => {
  const stop = new AbortController();
  const answer = ai.answer({
    question: 'Quais os próximos passos?',
    meetings: [crmDemo],
    history: [],
    signal: stop.signal,
  });
  let produced = '';
  for await (const piece of answer.pieces) {
    produced += piece;
    if (produced.includes('[1]')) stop.abort();
  }
  const result = answer.result();
  expect(result.content).toBe(produced);
  expect(result.citations).toHaveLength(1);
  const whole = await ask(ai, 'Quais os próximos passos?', [crmDemo]);
  expect(whole.content.startsWith(produced)).toBe(true);
  expect(whole.content.length).toBeGreaterThan(produced.length);
});
