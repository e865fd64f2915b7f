/**
 * The meeting list benchmark's data (issue 29, item 1): `count` meetings of the demo company spread over its
 * people, each with a short transcript, and optionally meetings of other companies up to `total` in the
 * database. Everything is INSERT ... SELECT over generate_series in batches (PGlite's single connection never
 * holds one huge statement). As a bulk load is done (and a migration that backfills would do it), the search
 * index's triggers and the tables' secondary indexes are off while the rows go in: the search rows are then
 * written in one statement per kind and each index built once, from sorted entries, instead of row by row
 * through a trigger and one index insertion per row (the triggers made the 200,000-meeting seed take 551 s).
 */
import type { Database } from '../server/db/database.ts';
import { companies } from '../server/db/seed/accounts.ts';
import { dayFiguresDifferences } from './day-figures-check.ts';

const batch = 20_000;
/** The first of the other companies' ids; a company of 100,000 meetings each, with one seller. */
const otherCompanyPrefix = '0a000000-0000-4000-8000-0000000b';
const meetingsPerOtherCompany = 100_000;

/** Meetings of one company: mostly finished, a few failed, scheduled or recording; two types; a year and more. */
async function insertCompanyMeetings(db: Database, companyId: string, first: number, last: number) {
  await db.query(
    `WITH people AS (
       SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE company_id = $1 AND deactivated_at IS NULL
     ), added AS (
       INSERT INTO meetings (company_id, user_id, title, meeting_url, platform, meeting_type, format, status,
                             start_time, duration_seconds, participants)
       SELECT $1, people.ids[1 + n % array_length(people.ids, 1)],
              (ARRAY['Demonstração', 'Negociação', 'Kickoff', 'Renovação', 'Follow-up'])[1 + n % 5]
                || ' com Cliente ' || n,
              'https://meet.google.com/abc-defg-hij', 'google_meet',
              CASE WHEN n % 3 = 0 THEN 'INTERNAL' ELSE 'EXTERNAL' END, 'VIDEO',
              CASE WHEN n % 20 = 0 THEN 'failed' WHEN n % 50 = 1 THEN 'scheduled'
                   WHEN n % 97 = 2 THEN 'in_call_recording' ELSE 'done' END,
              now() - make_interval(mins => n * 7), 1200 + n % 2400,
              jsonb_build_array(jsonb_build_object('name', 'Contato ' || n, 'email', null),
                                jsonb_build_object('name', (ARRAY['Ana Souza', 'Bruno Lima', 'Carla Dias'])[1 + n % 3],
                                                   'email', null))
         FROM generate_series($2::int, $3::int) AS n, people
       RETURNING id, start_time
     )
     INSERT INTO transcriptions (meeting_id, segments, status)
     SELECT id, jsonb_build_array(
              jsonb_build_object('speaker', 'Vendedor', 'startSeconds', 0, 'endSeconds', 20,
                                 'text', 'Bom dia, obrigado pelo tempo. Vamos falar da proposta e do prazo.'),
              jsonb_build_object('speaker', 'Cliente', 'startSeconds', 20, 'endSeconds', 45,
                                 'text', 'O concorrente ofereceu desconto, precisamos negociar o preço.'),
              jsonb_build_object('speaker', 'Vendedor', 'startSeconds', 45, 'endSeconds', 70,
                                 'text', 'Entendo. A integração com o ERP já está inclusa no plano.')), 'done'
       FROM added`,
    [companyId, first, last],
  );
}

/** Other companies (each with one seller) holding `count` meetings in all, 100,000 each, with transcripts. */
export async function seedOtherCompanies(db: Database, count: number) {
  const companyCount = Math.ceil(count / meetingsPerOtherCompany);
  for (let k = 1; k <= companyCount; k += 1) {
    const id = `${otherCompanyPrefix}${String(k).padStart(4, '0')}`;
    await db.query(`INSERT INTO companies (id, name) VALUES ($1, $2)`, [id, `Empresa de carga ${k}`]);
    await db.query(
      `INSERT INTO users (company_id, email_address, first_name, last_name, auth_type)
       VALUES ($1, $2, 'Vendedor', 'Carga', 'basic')`,
      [id, `carga${k}@empresa${k}.com.br`],
    );
    const inCompany = Math.min(meetingsPerOtherCompany, count - (k - 1) * meetingsPerOtherCompany);
    for (let first = 1; first <= inCompany; first += batch) {
      await insertCompanyMeetings(db, id, first, Math.min(inCompany, first + batch - 1));
    }
  }
}

/** The tables a bulk load writes, whose secondary indexes are built after it. */
const loadedTables = ['meetings', 'transcriptions', 'search_documents'];

/**
 * The row triggers a load's inserts would fire: the search index's (migration 0030) and the dashboard's
 * rollup's (0041), whose rows are written after the load instead.
 */
const rowTriggers = [
  ['meetings', 'search_meetings_inserted'],
  ['transcriptions', 'search_transcriptions_written'],
  ['meetings', 'meeting_day_figures_meeting_written'],
  ['meeting_coaching', 'meeting_day_figures_coaching_written'],
];

/**
 * The search rows of meetings that have none, as the triggers write them (search_index_meeting and
 * search_index_transcript, migration 0030), in one statement per kind.
 */
async function indexSearchOfLoadedMeetings(db: Database): Promise<void> {
  await db.query(
    `CREATE TEMPORARY TABLE loaded ON COMMIT DROP AS
       SELECT m.id FROM meetings m WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.meeting_id = m.id)`,
  );
  await db.query(
    `INSERT INTO search_documents (meeting_id, kind, position, body)
     SELECT m.id, 'title', 0, m.title FROM meetings m JOIN loaded USING (id) WHERE btrim(m.title) <> ''
     UNION ALL
     SELECT m.id, 'participants', 0, string_agg(p->>'name', ', ' ORDER BY n)
       FROM meetings m JOIN loaded USING (id), jsonb_array_elements(m.participants) WITH ORDINALITY AS people(p, n)
      WHERE btrim(coalesce(p->>'name', '')) <> ''
      GROUP BY m.id`,
  );
  await db.query(
    `INSERT INTO search_documents (meeting_id, kind, position, speaker, start_seconds, body)
     SELECT t.meeting_id, 'line', (line.n - 1)::int, line.s->>'speaker', (line.s->>'startSeconds')::double precision,
            line.s->>'text'
       FROM transcriptions t JOIN loaded ON loaded.id = t.meeting_id,
            jsonb_array_elements(t.segments) WITH ORDINALITY AS line(s, n)
      WHERE btrim(coalesce(line.s->>'text', '')) <> ''`,
  );
}

/**
 * The dashboard's rollup (migration 0041) as its backfill writes it, in one statement from every finished
 * meeting, then checked equal to what the meetings give (its view) so a load cannot leave it stale.
 */
export async function rebuildDayFigures(db: Database): Promise<void> {
  await db.query('DELETE FROM meeting_day_figures');
  await db.query('INSERT INTO meeting_day_figures SELECT * FROM meeting_day_figures_recomputed');
  const differing = await dayFiguresDifferences(db);
  if (differing > 0) throw new Error(`meeting_day_figures: ${differing} rows differ from the meetings`);
}

/**
 * Runs `load` with the search and rollup triggers off and the loaded tables' non-unique indexes dropped, then writes the
 * search rows and the rollup's, and builds those indexes again from their own definitions (pg_indexes), as they were.
 */
export async function bulkLoad(db: Database, load: () => Promise<void>): Promise<void> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[]) AND NOT x.indisunique`,
    [loadedTables],
  );
  for (const [table, trigger] of rowTriggers)
    await db.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  for (const { name } of indexes) await db.query(`DROP INDEX ${name}`);
  try {
    await load();
    await db.transaction((tx) => indexSearchOfLoadedMeetings(tx));
    await db.transaction((tx) => rebuildDayFigures(tx));
  } finally {
    for (const { definition } of indexes) await db.query(definition);
    for (const [table, trigger] of rowTriggers)
      await db.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  }
}

/**
 * A coaching row for each transcribed meeting that has none, with the figures of the seeded three lines (the
 * seller 45 s, the client 25 s), as the analysis leaves one for every transcript: a server started on these
 * rows (BENCH_DATA_DIR) would otherwise compute them all at its start (backfillMeetingCoaching).
 */
export async function insertCoachingRows(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, talk_ratio,
       longest_monologue_seconds, longest_customer_story_seconds, seller_questions, client_questions)
     SELECT t.meeting_id, 45, 25, 45 / 70.0, 25, 25, 0, 0 FROM transcriptions t
      WHERE t.status = 'done' AND NOT EXISTS (SELECT 1 FROM meeting_coaching c WHERE c.meeting_id = t.meeting_id)`,
  );
}

/** The demo company's `count` meetings, then other companies' up to `total`; analysed as autovacuum would. */
export async function seedMeetings(db: Database, count: number, total: number): Promise<void> {
  await bulkLoad(db, async () => {
    for (let first = 1; first <= count; first += batch) {
      await insertCompanyMeetings(db, companies.demo.id, first, Math.min(count, first + batch - 1));
    }
    if (total > count) await seedOtherCompanies(db, total - count);
    await insertCoachingRows(db);
  });
  // What autovacuum does after a bulk load: statistics for the planner, and the visibility map that lets a
  // count come from the index alone (PGlite runs no autovacuum).
  await db.query('VACUUM ANALYZE meetings');
  await db.query('ANALYZE transcriptions, search_documents, meeting_coaching');
}
