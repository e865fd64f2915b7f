import type { Vocabulary } from '../../../src/api-contract/vocabulary.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';

/**
 * The company's vocabulary. Spec section 1: "users and admins configure ... company vocabulary", so every
 * signed-in user of the company reads, adds and removes words, not only administrators. Another company's
 * word does not exist for the caller (404).
 */
export function createVocabularyService(deps: { store: Store }) {
  const { store } = deps;
  return {
    list: (caller: Caller): Promise<Vocabulary[]> => store.vocabulary.list(caller.companyId),

    async add(caller: Caller, word: string): Promise<Vocabulary> {
      const added = await store.vocabulary.add(caller.companyId, word);
      if (!added) throw new DomainError('vocabulary-duplicate');
      return added;
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const removed = isUuid(id) && (await store.vocabulary.remove(caller.companyId, id));
      if (!removed) throw new DomainError('vocabulary-word-not-found');
    },

    /** For speech-to-text and transcript improvement: the words of the meeting's company. */
    wordsOfMeeting: (meetingId: string): Promise<string[]> => store.vocabulary.wordsOfMeeting(meetingId),
  };
}
