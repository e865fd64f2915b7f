import { describe, expect, it } from 'vitest';
import { highlightedParts } from '../../../../src/views/search/conversation-search/highlighted-parts.ts';

describe('highlightedParts', () => {
  it('cuts the text at the matched words, marked, the rest as it is', () => {
    expect(
      highlightedParts('Vamos negociar com a Quimerix', [
        [6, 14],
        [21, 29],
      ]),
    ).toEqual([
      { text: 'Vamos ', marked: false },
      { text: 'negociar', marked: true },
      { text: ' com a ', marked: false },
      { text: 'Quimerix', marked: true },
    ]);
  });

  it('ignores offsets out of order, overlapping, empty or past the end', () => {
    expect(
      highlightedParts('abc def', [
        [4, 7],
        [0, 3],
        [5, 6],
        [2, 2],
        [6, 99],
      ]),
    ).toEqual([
      { text: 'abc ', marked: false },
      { text: 'def', marked: true },
    ]);
  });

  it('with nothing matched is the whole text, unmarked', () => {
    expect(highlightedParts('texto', [])).toEqual([{ text: 'texto', marked: false }]);
  });
});
