/* Company vocabulary (spec section 7): the words speech-to-text and transcript improvement are told about. */
import { z } from 'zod';
import { http, type HttpClient } from '../http.ts';
import {
  vocabularyListSchema,
  vocabularySchema,
  type AddVocabulary,
  type Vocabulary,
} from '../../api-contract/vocabulary.ts';

type Options = { signal?: AbortSignal };

const path = 'companies/vocabularies';

/** Over an HTTP client: the app's (companyVocabulary below) or a test's. */
export function createVocabularyClient(client: HttpClient) {
  return {
    list: ({ signal }: Options = {}): Promise<Vocabulary[]> =>
      client.getJson(path, vocabularyListSchema, { signal }),
    /** Refused (400) with a Portuguese sentence when empty, too long or already there. */
    add: (word: string, { signal }: Options = {}): Promise<Vocabulary> => {
      const body: AddVocabulary = { word };
      return client.sendJson('POST', path, body, vocabularySchema, { signal });
    },
    remove: async (id: string, { signal }: Options = {}): Promise<void> => {
      await client.sendJson('DELETE', `${path}/${encodeURIComponent(id)}`, undefined, z.unknown(), {
        signal,
      });
    },
  };
}

/** The company's vocabulary over the app's client, for the settings section that edits it. */
export const companyVocabulary = createVocabularyClient(http);
