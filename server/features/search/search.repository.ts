import type { SearchHitKind } from '../../../src/api-contract/search.ts';
import type { Database } from '../../db/database.ts';
import { Conditions } from '../../db/sql-conditions.ts';
import type { Caller } from '../caller.ts';
import { visibleTo } from '../meetings/meeting-visibility.ts';

export type SearchRow = {
  meeting_id: string;
  meeting_title: string;
  start_time: Date;
  kind: SearchHitKind;
  speaker: string | null;
  start_seconds: number | null;
  question: string | null;
  body: string;
};

/**
 * How many lines, and how many of its own texts (title, participants, summary, answers), one meeting may give a
 * page: one long call full of the word leaves room for other meetings, and a summary quoting a line (it
 * outranks lines) does not push that line out.
 */
const hitsPerMeeting = 3;

/**
 * ts_rank's weights of the index's labels, in its order {D, C, B, A}: a title (A) counts most, then the
 * participants (B), then what was said (D, the lines), then summaries and answers (C), which mostly quote lines:
 * someone searching the conversations looks for who said it, so the line comes before its quotation.
 */
const weights = '{0.4, 0.2, 0.6, 1.0}';

/** The search index of migration 0030 (search_documents, kept by triggers), read through the list's rule. */
export function createSearchRepository(db: Database) {
  return {
    /** Each word's lexemes as the index stores them (search_vector), in the words' order; a stop word has none. */
    async lexemesOf(words: string[]): Promise<string[][]> {
      const rows = await db.query<{ lexemes: string[] }>(
        `SELECT tsvector_to_array(search_vector(w.word)) AS lexemes
           FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n) ORDER BY w.n`,
        [words],
      );
      return rows.map((row) => row.lexemes);
    },

    /**
     * The texts matching `query` (a tsquery over the index's lexemes) of the meetings the caller sees, the best
     * ranked first (a title outweighs participants, then lines, then summaries and answers: `weights`), at most
     * three lines and three other texts per meeting, newer meetings first among equals.
     */
    async hits(caller: Caller, query: string, limit: number): Promise<SearchRow[]> {
      const conditions = new Conditions();
      const tsquery = conditions.param(query);
      const rankWeights = conditions.param(weights);
      conditions.add(`d.vector @@ ${tsquery}::tsquery`);
      visibleTo(caller, conditions);
      const perMeeting = conditions.param(hitsPerMeeting);
      const most = conditions.param(limit);
      return db.query<SearchRow>(
        `SELECT meeting_id, meeting_title, start_time, kind, speaker, start_seconds, question, body
           FROM (SELECT d.meeting_id, m.title AS meeting_title, m.start_time, d.kind, d.position, d.speaker,
                        d.start_seconds, d.question, d.body, ts_rank(${rankWeights}::real[], d.vector, ${tsquery}::tsquery) AS rank,
                        row_number() OVER (PARTITION BY d.meeting_id, d.kind = 'line'
                                           ORDER BY ts_rank(${rankWeights}::real[], d.vector, ${tsquery}::tsquery) DESC, d.kind, d.position) AS nth
                   FROM search_documents d JOIN meetings m ON m.id = d.meeting_id
                  WHERE ${conditions.where}) ranked
          WHERE nth <= ${perMeeting}
          ORDER BY rank DESC, start_time DESC, meeting_id, kind, position
          LIMIT ${most}`,
        conditions.params,
      );
    },
  };
}
