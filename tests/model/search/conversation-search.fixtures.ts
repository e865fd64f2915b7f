import type { SearchHit, SearchResults } from '../../../src/api-contract/search.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** A line of the seller's call said at 1:05, "negociar" and "Quimerix" matched. */
export const lineHit: SearchHit = {
  meetingId: 'meeting-1',
  meetingTitle: 'Proposta para a Quimerix',
  meetingStartTime: '2026-11-20T14:00:00.000Z',
  kind: 'line',
  speaker: 'Lucas Almeida',
  startSeconds: 65.4,
  question: null,
  text: 'Precisamos negociar o preço com a Quimerix.',
  highlights: [
    [11, 19],
    [34, 42],
  ],
};

/** The same meeting's summary, with no moment to open at. */
export const summaryHit: SearchHit = {
  ...lineHit,
  kind: 'summary',
  speaker: null,
  startSeconds: null,
  text: 'A Quimerix quer <b>fechar</b> em março.',
  highlights: [[2, 10]],
};

export const foundResults: SearchResults = { query: 'negociação quimerix', hits: [lineHit, summaryHit] };
export const noResults: SearchResults = { query: 'xilofone', hits: [] };
export const searchServerError = () => new HttpError(500, 'Internal Server Error');
