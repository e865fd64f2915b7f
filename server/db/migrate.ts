import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not yet recorded, in name order, each in its own transaction.
 * The same files run on PGlite and PostgreSQL, so they use only plain PostgreSQL 15 SQL.
 */
export async function runMigrations(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(lockMigrations);
    await tx.query(migrationSettings);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const appliedHere = await db.transaction(async (tx) => {
      await tx.query(lockMigrations);
      // Another server starting at the same time may have applied it while this one waited for the lock.
      const [done] = await tx.query('SELECT 1 AS done FROM schema_migrations WHERE name = $1', [file]);
      if (done) return false;
      await tx.query(migrationSettings);
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (appliedHere) ran.push(file);
  }
  return ran;
}

/**
 * Several app servers may start together on one PostgreSQL: each migration's transaction first takes this
 * lock (released at its end), so one server applies it and the others wait, then find it applied.
 */
const lockMigrations = 'SELECT pg_advisory_xact_lock(1504152022)';

/**
 * For each of the runner's transactions. What a migration creates goes into public, which later migrations name
 * (0030 calls public.search_vector), whatever the database's or role's search_path puts first; the rest of
 * the path still resolves, so extensions kept in another schema are found. Function bodies are checked at
 * their first call, not when created, as pg_dump restores them: 0030's body names public.unaccent, absent
 * where the extension was already installed elsewhere, and 0038 rewrites it before any call.
 */
const migrationSettings =
  "SELECT set_config('search_path', 'public, ' || current_setting('search_path'), true), set_config('check_function_bodies', 'off', true)";

/**
 * Splits on semicolons at line ends; migrations keep one statement per `;`-terminated block. Function bodies
 * quoted with `$$` are not split: their statements end in semicolons too (0041's triggers).
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, index) => {
    const insideBody = index % 2 === 1;
    if (insideBody) {
      current += `$$${part}$$`;
      return;
    }
    const [first = '', ...rest] = part.split(/;\s*$/m);
    current += first;
    for (const piece of rest) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
