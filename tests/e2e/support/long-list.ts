import type { Database } from '../../../server/db/database.ts';
import { accounts } from '../../../server/db/seed/accounts.ts';

/**
 * A list of a few hundred meetings for the windowed list's end-to-end check (meetings/long-list.spec.ts):
 * Helena's, of the other company, whose list no other spec reads (the demo company's dashboards keep the
 * seed's figures). "Lista longa 1" is the newest, "Lista longa 300" the oldest and so the last row.
 */
export const longList = {
  owner: accounts.otherCompany,
  count: 300,
  title: (n: number) => `Lista longa ${n}`,
};

export async function writeLongList(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO meetings (company_id, user_id, title, meeting_url, platform, meeting_type, format, status,
                           start_time, duration_seconds, participants)
     SELECT $1, $2, 'Lista longa ' || n, 'https://meet.google.com/abc-defg-hij', 'google_meet', 'EXTERNAL',
            'VIDEO', 'done', now() - interval '30 days' - make_interval(hours => n), 1800, '[]'::jsonb
       FROM generate_series(1, $3::int) AS n`,
    [longList.owner.companyId, longList.owner.id, longList.count],
  );
}
