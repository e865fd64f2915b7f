import type { Database } from '../../db/database.ts';
import type { SellerPerson } from '../../../src/domain/coaching/seller-side.ts';
import type { CoachingAnalysis } from '../../../src/domain/coaching/analyse.ts';
import { displayName } from '../../../src/domain/display-name.ts';
import type { MeetingCoaching } from '../../../src/api-contract/coaching.ts';

type CoachingRow = {
  meeting_id: string;
  talk_ratio: number | null;
  longest_monologue_seconds: number | null;
  longest_customer_story_seconds: number | null;
  seller_questions: number | null;
  patience_seconds: number | null;
  switches_per_minute: number | null;
  words_per_minute: number | null;
  filler_share: number | null;
  seller_speakers: string[];
  moments: MeetingCoaching['moments'];
};

function toCoaching(row: CoachingRow): MeetingCoaching {
  return {
    meetingId: row.meeting_id,
    sellerSpeakers: row.seller_speakers,
    metrics: {
      talkRatio: row.talk_ratio,
      longestMonologueSeconds: row.longest_monologue_seconds,
      longestCustomerStorySeconds: row.longest_customer_story_seconds,
      sellerQuestions: row.seller_questions,
      patienceSeconds: row.patience_seconds,
      switchesPerMinute: row.switches_per_minute,
      wordsPerMinute: row.words_per_minute,
      fillerShare: row.filler_share,
    },
    moments: row.moments,
  };
}

/** `meeting_coaching`: one row of coaching figures per meeting with a final transcript. */
export function createCoachingRepository(db: Database) {
  return {
    async find(meetingId: string): Promise<MeetingCoaching | undefined> {
      const [row] = await db.query<CoachingRow>(
        `SELECT meeting_id, talk_ratio, longest_monologue_seconds, longest_customer_story_seconds, seller_questions,
                patience_seconds, switches_per_minute, words_per_minute, filler_share, seller_speakers, moments
           FROM meeting_coaching WHERE meeting_id = $1`,
        [meetingId],
      );
      return row && toCoaching(row);
    },

    /**
     * The meeting's figures, replacing earlier ones. `hasNextSteps` undefined keeps what the row said (a
     * transcript edit forgets the enrichment; its next steps are told again when it is recomputed).
     */
    async save(meetingId: string, analysis: CoachingAnalysis, hasNextSteps?: boolean): Promise<void> {
      const { metrics, totals } = analysis;
      await db.query(
        `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, talk_ratio,
                longest_monologue_seconds, longest_customer_story_seconds, seller_questions, client_questions,
                patience_seconds, switches_per_minute, words_per_minute, seller_words, filler_words, filler_share,
                has_next_steps, seller_speakers, moments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, COALESCE($15::boolean, false),
                 $16::jsonb, $17::jsonb)
         ON CONFLICT (meeting_id) DO UPDATE SET
           seller_talk_seconds = EXCLUDED.seller_talk_seconds, client_talk_seconds = EXCLUDED.client_talk_seconds,
           talk_ratio = EXCLUDED.talk_ratio, longest_monologue_seconds = EXCLUDED.longest_monologue_seconds,
           longest_customer_story_seconds = EXCLUDED.longest_customer_story_seconds,
           seller_questions = EXCLUDED.seller_questions, client_questions = EXCLUDED.client_questions,
           patience_seconds = EXCLUDED.patience_seconds, switches_per_minute = EXCLUDED.switches_per_minute,
           words_per_minute = EXCLUDED.words_per_minute, seller_words = EXCLUDED.seller_words,
           filler_words = EXCLUDED.filler_words, filler_share = EXCLUDED.filler_share,
           has_next_steps = COALESCE($15::boolean, meeting_coaching.has_next_steps),
           seller_speakers = EXCLUDED.seller_speakers, moments = EXCLUDED.moments, computed_at = now()`,
        [
          meetingId,
          totals.sellerTalkSeconds,
          totals.clientTalkSeconds,
          metrics.talkRatio,
          metrics.longestMonologueSeconds,
          metrics.longestCustomerStorySeconds,
          metrics.sellerQuestions,
          totals.clientQuestions,
          metrics.patienceSeconds,
          metrics.switchesPerMinute,
          metrics.wordsPerMinute,
          totals.sellerWords,
          totals.fillerWords,
          metrics.fillerShare,
          hasNextSteps ?? null,
          JSON.stringify(analysis.sellerSpeakers),
          JSON.stringify(analysis.moments),
        ],
      );
    },

    /** The enrichment was computed again: whether it found a next step. No row yet: nothing to tell. */
    async setNextSteps(meetingId: string, hasNextSteps: boolean): Promise<void> {
      await db.query('UPDATE meeting_coaching SET has_next_steps = $2 WHERE meeting_id = $1', [
        meetingId,
        hasNextSteps,
      ]);
    },

    async remove(meetingId: string): Promise<void> {
      await db.query('DELETE FROM meeting_coaching WHERE meeting_id = $1', [meetingId]);
    },

    /** Meetings with a final transcript and no figures yet (analysed before the table existed), oldest first. */
    async missing(limit: number): Promise<string[]> {
      const rows = await db.query<{ meeting_id: string }>(
        `SELECT t.meeting_id FROM transcriptions t
          WHERE t.status = 'done' AND NOT EXISTS (SELECT 1 FROM meeting_coaching c WHERE c.meeting_id = t.meeting_id)
          ORDER BY t.updated_at, t.meeting_id LIMIT $1`,
        [limit],
      );
      return rows.map((row) => row.meeting_id);
    },

    /**
     * Who of the seller's company may speak in the meeting: its owner, and the users of the owner's company
     * whose e-mail is a participant's (by their name as a user and as the meeting lists them).
     */
    async sellerPeople(meetingId: string): Promise<SellerPerson[]> {
      const rows = await db.query<{
        first_name: string | null;
        last_name: string | null;
        email_address: string;
        participant_name: string | null;
      }>(
        `SELECT u.first_name, u.last_name, u.email_address, p.name AS participant_name
           FROM meetings m
           JOIN users u ON u.company_id = m.company_id
           LEFT JOIN LATERAL (
             SELECT e->>'name' AS name FROM jsonb_array_elements(m.participants) e
              WHERE lower(e->>'email') = lower(u.email_address) LIMIT 1
           ) p ON true
          WHERE m.id = $1 AND (u.id = m.user_id OR p.name IS NOT NULL)`,
        [meetingId],
      );
      return rows.flatMap((row) => {
        const person = {
          fullName: displayName({
            firstName: row.first_name,
            lastName: row.last_name,
            emailAddress: row.email_address,
          }),
          firstName: row.first_name,
        };
        return row.participant_name
          ? [person, { fullName: row.participant_name, firstName: null }]
          : [person];
      });
    },
  };
}
