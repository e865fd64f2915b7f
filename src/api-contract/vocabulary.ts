/*
 * Company vocabulary (spec sections 1, 3 and 7): words the company uses, which speech-to-text receives as a
 * prompt and transcript improvement spells the company's way. Any signed-in user of the company reads and
 * changes it.
 */
import { z } from 'zod';

export const vocabularyWordMaxLength = 60;

export const vocabularyMessages = {
  empty: 'Informe a palavra.',
  tooLong: `A palavra pode ter no máximo ${vocabularyWordMaxLength} caracteres.`,
  duplicate: 'Esta palavra já está no vocabulário da empresa.',
  notFound: 'Palavra não encontrada no vocabulário.',
};

/** Vocabulary: word, id. */
export const vocabularySchema = z.object({ id: z.string(), word: z.string() });
export type Vocabulary = z.infer<typeof vocabularySchema>;

/** `GET /api/companies/vocabularies`: the company's words, alphabetically. */
export const vocabularyListSchema = z.array(vocabularySchema);

/** Body of `POST /api/companies/vocabularies`: the word, trimmed, 1 to 60 characters. */
export const addVocabularySchema = z.object({
  word: z
    .string(vocabularyMessages.empty)
    .trim()
    .min(1, vocabularyMessages.empty)
    .max(vocabularyWordMaxLength, vocabularyMessages.tooLong),
});
export type AddVocabulary = z.infer<typeof addVocabularySchema>;
