import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createDailyReportScheduler } from '../../../server/features/daily-reports/scheduler.ts';
import { createDailyReportsService } from '../../../server/features/daily-reports/daily-reports.service.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import { startMail, type MailService } from '../../../server/providers/mail/index.ts';
import { createMailOutbox, type MailOutbox } from '../../../server/providers/mail/outbox.ts';
import { emptyPglite, postgresDatabase, type PostgresDatabase } from '../support/databases.ts';

/*
 * The schedule with an injected clock, over a bare database and the real mail adapter (nodemailer to the
 * embedded SMTP server): due, not due, already sent, a restart, two processes, a failed send.
 */
let db: Database;
let store: Store;
let otherDb: Database;
let otherStore: Store;
let postgres: PostgresDatabase | undefined;
let mail: MailService;
let outbox: MailOutbox;
let dir = '';
const company = '00000000-0000-4000-8000-0000000000c1';
const ana = '00000000-0000-4000-8000-0000000000a1';
const bruno = '00000000-0000-4000-8000-0000000000b1';
const team = '00000000-0000-4000-8000-0000000000e1';
const admin = { userId: '00000000-0000-4000-8000-0000000000ad', isAdmin: true, companyId: company };

let clock = new Date('2026-03-10T12:00:00Z');
const now = () => clock;
const schedulerAt = () => createDailyReportScheduler({ store, mailer: mail.mailer, now });
const service = () => createDailyReportsService({ store, mailer: mail.mailer, now });
let reportId = '';
let recipient = '';

const received = () => outbox.list(recipient);

describe.each(['pglite', 'postgres'] as const)('the daily report schedule (%s)', (backend) => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pauta-reports-test-'));
    postgres = backend === 'postgres' ? await postgresDatabase({ seeded: false }) : undefined;
    db = await openDatabase(postgres ? postgres.location : await emptyPglite());
    // A second process's connection: on PostgreSQL its own; PGlite has one connection per process.
    otherDb = postgres ? await openDatabase(postgres.location) : db;
    otherStore = createStore(otherDb);
    await runMigrations(db);
    store = createStore(db);
    const config = readServerConfig({ DATA_DIR: dir }).mail;
    mail = await startMail(config);
    outbox = createMailOutbox(config.outboxFile);
    await db.query(`INSERT INTO companies (id, name) VALUES ($1, 'Empresa do teste')`, [company]);
    await db.query(
      `INSERT INTO users (id, company_id, email_address, first_name, last_name, is_admin) VALUES
         ($2, $1, 'ana@teste.com.br', 'Ana', 'Souza', false),
         ($3, $1, 'bruno@teste.com.br', 'Bruno', NULL, false),
         ($4, $1, 'chefe@teste.com.br', 'Chefe', NULL, true)`,
      [company, ana, bruno, admin.userId],
    );
    await db.query(`INSERT INTO teams (id, company_id, name) VALUES ($1, $2, 'Vendas')`, [team, company]);
    await db.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'member')`, [
      team,
      ana,
    ]);
    // Ana's day (São Paulo, UTC−3): two meetings on 10 March, one the day before (not in the report).
    const meeting = async (owner: string, title: string, start: string, status: string) => {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time)
         VALUES ($1, $2, $3, 'google_meet', 'EXTERNAL', $4, $5) RETURNING id`,
        [company, owner, title, status, start],
      );
      return row!.id;
    };
    const demo = await meeting(ana, 'Demonstração <Acme> & cia', '2026-03-10T12:30:00Z', 'done');
    await meeting(ana, 'Retorno Beta', '2026-03-10T23:45:00Z', 'waiting_room_timeout');
    await meeting(ana, 'Reunião da véspera', '2026-03-10T02:59:00Z', 'done');
    await meeting(bruno, 'Bruno não é coberto', '2026-03-10T15:00:00Z', 'done');
    await db.query(`INSERT INTO meeting_enrichments (meeting_id, enrichment) VALUES ($1, $2)`, [
      demo,
      JSON.stringify({
        summary: 'Cliente quer integrar o CRM até abril. Pediu desconto.',
        nextSteps: [
          { text: 'Enviar proposta <revisada>', speaker: 'Ana', segmentId: 's1' },
          { text: 'Agendar técnica', speaker: 'Ana', segmentId: 's2' },
        ],
      }),
    ]);
  });

  afterAll(async () => {
    await mail?.close();
    if (otherDb !== db) await otherDb?.close();
    await db?.close();
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    // Created on 10 March at 09:00 São Paulo for 18:00: nothing is due before 18:00.
    clock = new Date('2026-03-10T12:00:00Z');
    recipient = `gestor-${Math.random().toString(36).slice(2)}@teste.com.br`;
    const created = await service().create(admin, {
      name: 'Equipe Vendas',
      recipients: [recipient],
      teamIds: [team],
      sellerIds: [],
      timeOfDay: '18:00',
      emailEnabled: true,
    });
    reportId = created.id;
  });

  it('counts the occurrence due when the report was created as done: the first e-mail is the next one', async () => {
    expect((await store.dailyReports.find(company, reportId))?.lastSentOn).toBe('2026-03-09');
    expect(await schedulerAt().runDue()).not.toContain(reportId);
  });

  it('is not due before its time, sends at its time, and not again the same day', async () => {
    clock = new Date('2026-03-10T20:59:00Z'); // 17:59 in São Paulo
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    clock = new Date('2026-03-10T21:00:00Z'); // 18:00
    expect(await schedulerAt().runDue()).toContain(reportId);
    clock = new Date('2026-03-10T23:00:00Z');
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    expect(await received()).toHaveLength(1);
    expect((await store.dailyReports.find(company, reportId))?.lastSentOn).toBe('2026-03-10');
  });

  it('writes the day’s meetings of the covered sellers, escaped in HTML', async () => {
    clock = new Date('2026-03-10T21:05:00Z');
    await schedulerAt().runDue();
    const [mail] = await received();
    expect(mail?.subject).toBe('Relatório diário: Equipe Vendas (10/03/2026)');
    const text = mail?.text ?? '';
    expect(text).toContain('Reuniões de 10/03/2026 (horário de Brasília)');
    expect(text).toContain(
      'Total: 2 reuniões, 1 concluída; 1 vendedor com reuniões de 1 vendedor acompanhado.',
    );
    expect(text).toContain('Ana Souza <ana@teste.com.br> — 2 reuniões');
    expect(text).toContain('  • 09:30 — Demonstração <Acme> & cia');
    expect(text).toContain('    Situação: Concluída');
    expect(text).toContain('    Resumo: Cliente quer integrar o CRM até abril.');
    expect(text).not.toContain('Pediu desconto');
    expect(text).toContain('      - Enviar proposta <revisada>');
    expect(text).toContain('  • 20:45 — Retorno Beta');
    expect(text).toContain('    Situação: Tempo esgotado na sala de espera');
    expect(text).not.toContain('véspera');
    expect(text).not.toContain('Bruno');
    expect(mail?.html).toContain('Demonstração &lt;Acme&gt; &amp; cia');
    expect(mail?.html).toContain('<li>Enviar proposta &lt;revisada&gt;</li>');
    expect(mail?.html).not.toContain('<Acme>');
  });

  it('a restart (a new scheduler over the same database) neither loses nor repeats the day', async () => {
    // Down at 18:00; back at 22:00 the same day: sent once, late.
    clock = new Date('2026-03-11T01:00:00Z');
    expect(await schedulerAt().runDue()).toContain(reportId);
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    expect(await received()).toHaveLength(1);
    // Down the whole evening of the 11th; back at 07:00 on the 12th: the 11th's report goes out then.
    clock = new Date('2026-03-12T10:00:00Z');
    expect(await schedulerAt().runDue()).toContain(reportId);
    expect((await received())[0]?.subject).toContain('(11/03/2026)');
    expect(await schedulerAt().runDue()).not.toContain(reportId);
  });

  it('two processes at the same moment send it once', async () => {
    clock = new Date('2026-03-10T21:00:00Z');
    const otherProcess = createDailyReportScheduler({ store: otherStore, mailer: mail.mailer, now });
    const [first, second] = await Promise.all([schedulerAt().runDue(), otherProcess.runDue()]);
    expect([...first, ...second].filter((id) => id === reportId)).toHaveLength(1);
    expect(await received()).toHaveLength(1);
  });

  it('a report held by a live claim is skipped; an expired claim is taken over', async () => {
    clock = new Date('2026-03-10T21:00:00Z');
    await store.dailyReports.claim(reportId, '2026-03-10', clock, new Date(clock.getTime() + 60_000));
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    clock = new Date('2026-03-10T21:02:00Z');
    expect(await schedulerAt().runDue()).toContain(reportId);
    expect(await received()).toHaveLength(1);
  });

  it('a failed send keeps the day due and is tried again', async () => {
    clock = new Date('2026-03-10T21:00:00Z');
    const broken = createDailyReportScheduler({
      store,
      now,
      mailer: { send: () => Promise.reject(new Error('SMTP fora do ar')) },
    });
    expect(await broken.runDue()).not.toContain(reportId);
    expect((await store.dailyReports.find(company, reportId))?.lastSentOn).toBe('2026-03-09');
    expect(await schedulerAt().runDue()).toContain(reportId);
  });

  it('a disabled report is not sent; turning it on again does not send the day already past', async () => {
    await service().update(admin, reportId, { emailEnabled: false });
    clock = new Date('2026-03-10T22:00:00Z');
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    const enabled = await service().update(admin, reportId, { emailEnabled: true });
    expect(enabled.lastSentOn).toBe('2026-03-10');
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    clock = new Date('2026-03-11T21:00:00Z');
    expect(await schedulerAt().runDue()).toContain(reportId);
  });

  it('moving the time earlier than now waits for the next day', async () => {
    clock = new Date('2026-03-10T15:00:00Z'); // 12:00
    const moved = await service().update(admin, reportId, { timeOfDay: '08:00' });
    expect(moved.lastSentOn).toBe('2026-03-10');
    expect(await schedulerAt().runDue()).not.toContain(reportId);
    clock = new Date('2026-03-11T11:00:00Z'); // 08:00 on the 11th
    expect(await schedulerAt().runDue()).toContain(reportId);
  });
});
