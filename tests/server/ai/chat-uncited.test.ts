import { expect, test, vi } from 'vitest';
import { withoutUncitedSentences } from '../../../server/providers/ai/chat/citations.ts';
import { sentenceEnd } from '../../../server/providers/ai/chat/compose.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';

test('in a line of notes, a sentence citing nothing is dropped and counted; lines citing nothing stay', () => {
  expect(
    withoutUncitedSentences(
      [
        'Próximos passos combinados em “Demo”:',
        '',
        '1. Carla vai fazer a prova. O Dr. Castro decide [1].',
        'Diego vai passar os acessos amanhã [2]. Isso é tudo.',
        'Nada sobre isso em “Outra”.',
      ].join('\n'),
    ),
  ).toEqual({
    text: [
      'Próximos passos combinados em “Demo”:',
      '',
      '1. O Dr. Castro decide [1].',
      'Diego vai passar os acessos amanhã [2].',
      'Nada sobre isso em “Outra”.',
    ].join('\n'),
    dropped: 2,
  });
});

test("a line's several commitments are one cited note in the embedded answer: no sentence without its chip", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const answer = createEmbeddedChatAi().answer({
    question: 'Quais os próximos passos?',
    history: [],
    meetings: [
      {
        id: 'm1',
        title: 'Observabilidade',
        startTime: '2026-01-05T13:00:00Z',
        segments: [
          { id: 's0', speaker: 'DIEGO', startSeconds: 1, endSeconds: 4, text: 'Qual seria o prazo?' },
          {
            id: 's1',
            speaker: 'Carla M.',
            startSeconds: 5,
            endSeconds: 12,
            text: 'Então vamos fazer uma prova de conceito de duas semanas. Eu configuro o ambiente na segunda.',
          },
        ],
      },
    ],
    signal: new AbortController().signal,
  });
  for await (const piece of answer.pieces) void piece;
  const { content } = answer.result();
  const notes = content.split('\n').filter((line) => /\[\d+\]/.test(line));
  expect(notes).toEqual([
    'Carla vai fazer uma prova de conceito de duas semanas; Carla vai configurar o ambiente na segunda [1].',
  ]);
  for (const sentence of notes.flatMap((line) => line.split(sentenceEnd)))
    expect(sentence).toMatch(/\[\d+\][.!?]$/);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});
