import { describe, expect, it } from 'vitest';
import {
  answerBlocks,
  spansSeveralMeetings,
} from '../../../../../src/machines/chat/meeting-chat/answer-parts.ts';
import { citation, otherMeetingCitation } from '../../../../model/chat/chat.fixtures.ts';

describe('an answer laid out in blocks', () => {
  it('runs lines into paragraphs split by blank lines, with each cited marker a citation part', () => {
    expect(
      answerBlocks('Lucas vai enviar a proposta [1].\nHoje.\n\nDepois, a demo [2].', [citation]),
    ).toEqual([
      {
        kind: 'paragraph',
        parts: [
          { kind: 'text', text: 'Lucas vai enviar a proposta ' },
          { kind: 'citation', number: 1, citation },
          { kind: 'text', text: '.\nHoje.' },
        ],
      },
      // [2] names no citation: it stays the text it is.
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'Depois, a demo [2].' }] },
    ]);
  });

  it('turns "- ", "* ", "• " and "1." lines into lists without their marks, and drops markdown emphasis', () => {
    const blocks = answerBlocks('## Objeções\n- **Preço** [1]\n* Prazo\n• LGPD\n1. Primeiro\n2) Segundo', [
      citation,
    ]);
    expect(blocks).toEqual([
      { kind: 'paragraph', parts: [{ kind: 'text', text: 'Objeções' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [
            { kind: 'text', text: 'Preço ' },
            { kind: 'citation', number: 1, citation },
          ],
          [{ kind: 'text', text: 'Prazo' }],
          [{ kind: 'text', text: 'LGPD' }],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Primeiro' }], [{ kind: 'text', text: 'Segundo' }]],
      },
    ]);
  });

  it('names meetings on chips only when the answer is about more than one', () => {
    expect(spansSeveralMeetings([citation, citation], ['meeting-1'])).toBe(false);
    expect(spansSeveralMeetings([citation], ['meeting-1', 'meeting-2'])).toBe(true);
    expect(spansSeveralMeetings([otherMeetingCitation], ['meeting-1'])).toBe(true);
  });
});
