import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import type {
  DailyReportConfig,
  DailyReportOptions,
  DailyReportTestSent,
  createDailyReportConfigSchema,
  updateDailyReportConfigSchema,
} from '../../../src/api-contract/daily-report.ts';
import type { z } from 'zod';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import type { DailyReportFields, DailyReportRecord } from './daily-reports.repository.ts';
import { writeReportEmail, type ReportEmail } from './report-email.ts';
import { dayBounds, dueDay, saoPauloClock } from './sao-paulo-day.ts';

type CreateInput = z.output<typeof createDailyReportConfigSchema>;
type UpdateInput = z.output<typeof updateDailyReportConfigSchema>;

const publicView = ({ companyId: _companyId, ...config }: DailyReportRecord): DailyReportConfig => config;

/** The report of `day` for one config, written from the database. */
export async function composeReport(
  store: Store,
  config: DailyReportRecord,
  day: string,
): Promise<ReportEmail> {
  const sellers = await store.dailyReports.coveredSellers(config.companyId, config.teamIds, config.sellerIds);
  const { from, to } = dayBounds(day);
  const meetings = await store.dailyReports.meetingsOf(
    config.companyId,
    sellers.map((seller) => seller.id),
    from,
    to,
  );
  return writeReportEmail({ reportName: config.name, day, sellers, meetings });
}

/**
 * The company's report configs, for administrators only (403 otherwise; another company's is 404). Setting
 * the time, or turning the e-mail on, counts the most recent occurrence as done: the first e-mail goes at
 * the next one, never at once for a day already past.
 */
export function createDailyReportsService({
  store,
  mailer,
  now = () => new Date(),
}: {
  store: Store;
  mailer: Mailer;
  now?: () => Date;
}) {
  const requireAdmin = (caller: Caller) => {
    if (!caller.isAdmin) throw new DomainError('daily-report-admin-only');
  };

  async function existing(caller: Caller, id: string): Promise<DailyReportRecord> {
    requireAdmin(caller);
    const config = isUuid(id) ? await store.dailyReports.find(caller.companyId, id) : undefined;
    if (!config) throw new DomainError('daily-report-not-found');
    return config;
  }

  async function checkCoverage(caller: Caller, teamIds: string[], sellerIds: string[]) {
    if (teamIds.length + sellerIds.length === 0) throw new DomainError('daily-report-coverage-empty');
    const teams = [...new Set(teamIds)];
    const sellers = [...new Set(sellerIds)];
    const known =
      teams.every(isUuid) && sellers.every(isUuid)
        ? await store.dailyReports.known(caller.companyId, teams, sellers)
        : { teams: -1, sellers: -1 };
    if (known.teams !== teams.length) throw new DomainError('daily-report-team-unknown');
    if (known.sellers !== sellers.length) throw new DomainError('daily-report-seller-unknown');
    return { teamIds: teams, sellerIds: sellers };
  }

  /** The last sent day once the schedule changed: the occurrence due now is not sent late. */
  const scheduledFrom = (timeOfDay: string, lastSentOn: string | null) => {
    const due = dueDay(timeOfDay, now());
    return lastSentOn && lastSentOn > due ? lastSentOn : due;
  };

  return {
    async list(caller: Caller): Promise<DailyReportConfig[]> {
      requireAdmin(caller);
      return (await store.dailyReports.list(caller.companyId)).map(publicView);
    },

    async read(caller: Caller, id: string): Promise<DailyReportConfig> {
      return publicView(await existing(caller, id));
    },

    async options(caller: Caller): Promise<DailyReportOptions> {
      requireAdmin(caller);
      return store.dailyReports.options(caller.companyId);
    },

    async create(caller: Caller, input: CreateInput): Promise<DailyReportConfig> {
      requireAdmin(caller);
      const coverage = await checkCoverage(caller, input.teamIds, input.sellerIds);
      const fields: DailyReportFields = {
        ...input,
        ...coverage,
        lastSentOn: scheduledFrom(input.timeOfDay, null),
      };
      return publicView(await store.dailyReports.insert(caller.companyId, fields));
    },

    async update(caller: Caller, id: string, input: UpdateInput): Promise<DailyReportConfig> {
      const current = await existing(caller, id);
      const coverage = await checkCoverage(
        caller,
        input.teamIds ?? current.teamIds,
        input.sellerIds ?? current.sellerIds,
      );
      const timeOfDay = input.timeOfDay ?? current.timeOfDay;
      const emailEnabled = input.emailEnabled ?? current.emailEnabled;
      const rescheduled = timeOfDay !== current.timeOfDay || (emailEnabled && !current.emailEnabled);
      const fields: DailyReportFields = {
        name: input.name ?? current.name,
        recipients: input.recipients ?? current.recipients,
        ...coverage,
        timeOfDay,
        emailEnabled,
        lastSentOn: rescheduled ? scheduledFrom(timeOfDay, current.lastSentOn) : current.lastSentOn,
      };
      const updated = await store.dailyReports.update(caller.companyId, id, fields);
      if (!updated) throw new DomainError('daily-report-not-found');
      return publicView(updated);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      requireAdmin(caller);
      const removed = isUuid(id) && (await store.dailyReports.remove(caller.companyId, id));
      if (!removed) throw new DomainError('daily-report-not-found');
    },

    /** Today's report, at once, to the config's recipients; the schedule is left as it was. */
    async sendTest(caller: Caller, id: string): Promise<DailyReportTestSent> {
      const config = await existing(caller, id);
      const { day } = saoPauloClock(now());
      const email = await composeReport(store, config, day);
      try {
        await mailer.send({
          to: config.recipients,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      } catch (error) {
        console.error('[daily-reports] test e-mail failed', error);
        throw new DomainError('daily-report-send-failed');
      }
      return { recipients: config.recipients, subject: email.subject, day, meetingCount: email.meetingCount };
    },
  };
}
