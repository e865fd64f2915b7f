import type { Vocabulary } from '../../../src/api-contract/vocabulary.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** The company's vocabulary as the API answers it, and its refusals, for the vocabulary tests. */
export const hubspot: Vocabulary = { id: 'w1', word: 'HubSpot' };
export const protheus: Vocabulary = { id: 'w2', word: 'Protheus' };
export const duplicateWordRefusal = new HttpError(400, 'Bad Request', {
  body: { status: 400, title: 'Bad Request', message: 'Esta palavra já está no vocabulário da empresa.' },
});
export const vocabularyNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
