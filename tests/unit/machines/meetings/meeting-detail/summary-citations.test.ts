import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../../../../../src/api-contract/transcription.ts';
import { citedSummary } from '../../../../../src/machines/meetings/meeting-detail/summary-citations.ts';

const lines: TranscriptSegment[] = [
  { id: 's4', speaker: 'Juliana Ferraz', startSeconds: 80.4, endSeconds: 90, text: 'É tudo em planilha.' },
  {
    id: 's9',
    speaker: 'André Souza',
    startSeconds: 185,
    endSeconds: 190,
    text: 'Temos uma política de LGPD.',
  },
  { id: 's30', speaker: 'Lucas Almeida', startSeconds: 3723, endSeconds: 3730, text: 'Eu envio hoje.' },
];

describe("the summary's moments as the chat's citations", () => {
  it('each "(mm:ss)", with or without a name before it, is a marker citing the line said at that second', () => {
    const { content, citations } = citedSummary(
      'Juliana disse que é tudo em planilha (01:20).\nObjeções: segurança (André, 03:05).\nPróximos passos: Lucas vai enviar hoje (1:02:03).',
      lines,
    );
    expect(content).toBe(
      'Juliana disse que é tudo em planilha [1].\nObjeções: segurança [2].\nPróximos passos: Lucas vai enviar hoje [3].',
    );
    expect(citations.map(({ segmentId, speaker, quote }) => ({ segmentId, speaker, quote }))).toEqual([
      { segmentId: 's4', speaker: 'Juliana Ferraz', quote: 'É tudo em planilha.' },
      { segmentId: 's9', speaker: 'André Souza', quote: 'Temos uma política de LGPD.' },
      { segmentId: 's30', speaker: 'Lucas Almeida', quote: 'Eu envio hoje.' },
    ]);
  });

  it('a moment no line starts at stays as written, and so does a summary without moments', () => {
    expect(citedSummary('Algo foi dito (07:07).', lines)).toEqual({
      content: 'Algo foi dito (07:07).',
      citations: [],
    });
    expect(citedSummary('Conversa curta (sem detalhes).', lines).citations).toEqual([]);
  });
});
