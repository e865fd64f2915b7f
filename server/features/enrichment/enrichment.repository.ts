import type { Database } from '../../db/database.ts';
import type { Enrichment } from '../../../src/api-contract/meeting-detail.ts';

/** `meeting_enrichments`: summary, next steps, topics, talk time and questions of one meeting. */
export function createEnrichmentRepository(db: Database) {
  return {
    async find(meetingId: string): Promise<Enrichment | undefined> {
      const [stored] = await db.query<{ enrichment: Enrichment }>(
        'SELECT enrichment FROM meeting_enrichments WHERE meeting_id = $1',
        [meetingId],
      );
      return stored?.enrichment;
    },

    async save(meetingId: string, enrichment: Enrichment): Promise<void> {
      await db.query(
        `INSERT INTO meeting_enrichments (meeting_id, enrichment) VALUES ($1, $2)
         ON CONFLICT (meeting_id) DO UPDATE SET enrichment = EXCLUDED.enrichment, computed_at = now()`,
        [meetingId, JSON.stringify(enrichment)],
      );
    },

    async remove(meetingId: string): Promise<void> {
      await db.query('DELETE FROM meeting_enrichments WHERE meeting_id = $1', [meetingId]);
    },
  };
}
