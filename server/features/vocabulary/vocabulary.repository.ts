import type { Database } from '../../db/database.ts';
import type { Vocabulary } from '../../../src/api-contract/vocabulary.ts';

/** `company_vocabulary`: the words of each company; every query is scoped by the company. */
export function createVocabularyRepository(db: Database) {
  return {
    async list(companyId: string): Promise<Vocabulary[]> {
      return db.query<Vocabulary>(
        'SELECT id, word FROM company_vocabulary WHERE company_id = $1 ORDER BY lower(word), id',
        [companyId],
      );
    },

    /** The words of the company that holds the meeting (for its recording's speech-to-text). */
    async wordsOfMeeting(meetingId: string): Promise<string[]> {
      const rows = await db.query<{ word: string }>(
        `SELECT v.word FROM company_vocabulary v JOIN meetings m ON m.company_id = v.company_id
          WHERE m.id = $1 ORDER BY lower(v.word)`,
        [meetingId],
      );
      return rows.map((row) => row.word);
    },

    /** The new entry, or undefined when the company already has the word (in any case). */
    async add(companyId: string, word: string): Promise<Vocabulary | undefined> {
      const [row] = await db.query<Vocabulary>(
        `INSERT INTO company_vocabulary (company_id, word) VALUES ($1, $2)
         ON CONFLICT (company_id, lower(word)) DO NOTHING RETURNING id, word`,
        [companyId, word],
      );
      return row;
    },

    /** Whether the company had that entry. */
    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM company_vocabulary WHERE company_id = $1 AND id = $2 RETURNING id',
        [companyId, id],
      );
      return rows.length > 0;
    },
  };
}
