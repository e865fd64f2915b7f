/**
 * The meeting list's first page timed over HTTP (issue 29, item 1): every filter the list offers, alone and
 * combined, and the search box, as an administrator (the whole company), a team leader and a seller; median
 * and p95 of `rounds` requests each. Then the plans (EXPLAIN ANALYZE) of the administrator's search (the
 * widest there is) and status count, before migrations 0033, 0039 and 0040 and with them, on the same rows.
 */
import type { Database } from '../server/db/database.ts';
import { explain, explaining } from './bench-explain.ts';
import { accounts, teams } from '../server/db/seed/accounts.ts';
import { createMeetingListRepository } from '../server/features/meetings/meeting-list.repository.ts';
import { meetingListQuerySchema } from '../src/api-contract/meeting.ts';
import { bearer, signIn } from '../tests/server/support/credentials.ts';
import { selectMeeting } from '../server/features/meetings/meeting-row.ts';
import { statusFilterOf } from '../src/domain/bot-lifecycle.ts';

const lastMonth = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The list's query strings: the filters alone, then as people combine them, then the search box. */
const filterSets: Record<string, string>[] = [
  {},
  { meetingType: 'EXTERNAL' },
  { statusGroup: 'finished' },
  { statusGroup: 'failed' },
  { statusGroup: 'scheduled' },
  { statusGroup: 'inProgress' },
  { status: 'failed' },
  { userId: accounts.seller.id },
  { teamId: teams.comercial.id },
  { startDate: lastMonth(30), endDate: lastMonth(0) },
  { startDate: lastMonth(400), endDate: lastMonth(370) },
  { meetingType: 'INTERNAL', statusGroup: 'finished', startDate: lastMonth(90), endDate: lastMonth(0) },
  { teamId: teams.comercial.id, statusGroup: 'failed', meetingType: 'EXTERNAL' },
  { query: 'Cliente 4242' },
  { query: 'carla' },
  { query: 'negocia' },
  { query: 'xilofone' },
  { query: 'ana', statusGroup: 'finished', meetingType: 'EXTERNAL' },
  { query: 'Cliente 1', userId: accounts.seller.id, startDate: lastMonth(90), endDate: lastMonth(0) },
];

const callers = [
  ['administrador', accounts.admin],
  ['líder', accounts.leader],
  ['vendedor', accounts.seller],
] as const;

function percentile(sorted: number[], share: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0).toFixed(1);
}

/** Prints one line per caller and filter set: the total matched, median and p95 of the first page. */
export async function timeListPages(baseUrl: string, rounds: number): Promise<void> {
  console.log(`\nfirst page (25 rows) over HTTP, ${rounds} requests each after 2 warm-ups`);
  console.log('caller         total      median ms   p95 ms   filters');
  for (const [name, account] of callers) {
    const authorization = bearer(await signIn(baseUrl, account.email));
    for (const filters of filterSets) {
      const url = `${baseUrl}/api/meetings?${new URLSearchParams({ limit: '25', ...filters })}`;
      const times: number[] = [];
      let total = '0';
      for (let round = -2; round < rounds; round += 1) {
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization } });
        const body = (await response.json()) as { total?: number; moreThanTotal?: true };
        if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
        if (round >= 0) times.push(performance.now() - started);
        total = `${body.moreThanTotal ? '>' : ''}${body.total ?? 0}`;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(14)} ${total.padStart(7)} ${percentile(times, 0.5).padStart(12)} ${percentile(times, 0.95).padStart(8)}   ${JSON.stringify(filters)}`,
      );
    }
  }
}

const admin = { userId: accounts.admin.id, companyId: accounts.admin.companyId, isAdmin: true };
const seller = { userId: accounts.seller.id, companyId: accounts.seller.companyId, isAdmin: false };

/** The repository's statements for the administrator (or the seller) with these filters, each explained, then run. */
export async function explainAfter(
  db: Database,
  filters: Record<string, string>,
  as: 'administrador' | 'vendedor' = 'administrador',
): Promise<void> {
  console.log(`
EXPLAIN ANALYZE, ${as}, ${JSON.stringify(filters)}, with migrations 0033, 0039 and 0040:`);
  await createMeetingListRepository(explaining(db)).page(
    as === 'vendedor' ? seller : admin,
    meetingListQuerySchema.parse(filters),
  );
}

/** Rolls back the transaction that measured the plans before migrations 0033, 0039 and 0040. */
class Undo extends Error {}

/**
 * The same statements as before migration 0033, on the same rows: inside a transaction that drops its indexes,
 * drops 0039's and 0040's too, puts migration 0001's company and owner indexes back, explains the old search (title ILIKE or a participant's name
 * ILIKE, through the participants' JSON) and the status count, and rolls everything back.
 */
export async function explainBefore(db: Database, query: string): Promise<void> {
  const pattern = `%${query}%`;
  const search = `m.company_id = $1 AND (m.title ILIKE $2 ESCAPE '\\' OR EXISTS (
    SELECT 1 FROM jsonb_array_elements(m.participants) p WHERE p->>'name' ILIKE $2 ESCAPE '\\'))`;
  await db
    .transaction(async (tx) => {
      await tx.query('DROP INDEX meetings_list_search_idx');
      await tx.query('DROP INDEX meetings_company_list_idx');
      // And migration 0039's, putting back 0001's owner index it replaced.
      await tx.query('DROP INDEX meetings_company_status_idx');
      await tx.query('DROP INDEX meetings_user_list_idx');
      await tx.query('CREATE INDEX meetings_user_start_idx ON meetings (user_id, start_time DESC, id DESC)');
      await tx.query(
        'CREATE INDEX meetings_company_start_idx ON meetings (company_id, start_time DESC, id DESC)',
      );
      console.log(`
EXPLAIN ANALYZE, administrador, search ${JSON.stringify(query)}, before migrations 0033, 0039 and 0040:`);
      await explain(tx, `SELECT count(*)::int AS total FROM meetings m WHERE ${search}`, [
        admin.companyId,
        pattern,
      ]);
      await explain(
        tx,
        `${selectMeeting} WHERE ${search} ORDER BY m.start_time DESC, m.id DESC LIMIT 25 OFFSET 0`,
        [admin.companyId, pattern],
      );
      console.log(
        '\nEXPLAIN ANALYZE, administrador, {"statusGroup":"failed"}, before migrations 0033, 0039 and 0040 (the count):',
      );
      const failed = statusFilterOf('failed');
      await explain(
        tx,
        `SELECT count(*)::int AS total FROM meetings m WHERE m.company_id = $1 AND m.status = ANY($2::text[])`,
        [admin.companyId, 'only' in failed ? failed.only : []],
      );
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
}
