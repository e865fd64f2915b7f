import { fromPromise } from 'xstate';
import type { Vocabulary } from '../../api-contract/vocabulary.ts';
import { companyVocabulary } from '../../services/vocabulary/vocabularies.ts';

export const vocabularyActors = {
  loadWords: fromPromise<Vocabulary[]>(({ signal }) => companyVocabulary.list({ signal })),
  addWord: fromPromise<Vocabulary, { word: string }>(({ input, signal }) =>
    companyVocabulary.add(input.word, { signal }),
  ),
  removeWord: fromPromise<void, { id: string }>(({ input, signal }) =>
    companyVocabulary.remove(input.id, { signal }),
  ),
};
