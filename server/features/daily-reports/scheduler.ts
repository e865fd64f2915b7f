import type { Mailer } from '../../providers/mail/index.ts';
import type { BackgroundJob } from '../../jobs/background-job.ts';
import type { Store } from '../store.ts';
import { composeReport } from './daily-reports.service.ts';
import { dueDay } from './sao-paulo-day.ts';

/** How long a process may take to send one report before another process may take it over. */
const leaseMs = 5 * 60_000;

export type DailyReportScheduler = {
  /** One round: sends every report due now that no process sent yet. Resolves with the ids sent. */
  runDue(): Promise<string[]>;
  /** The round as a job, once a minute on one of the servers (and once at start). */
  job: BackgroundJob;
};

/**
 * Sends each enabled report once a day at its São Paulo time. The last sent day lives in the database and
 * each send is claimed there first, so a restart neither loses a day (a report due while the server was
 * down goes out when it is back) nor repeats one, and two processes never both send it. A failed send
 * releases the claim and is tried again next round. The rounds are a job (`daily-reports.due`) pg-boss sends
 * every minute, so one server runs each round.
 */
export function createDailyReportScheduler({
  store,
  mailer,
  now = () => new Date(),
}: {
  store: Store;
  mailer: Mailer;
  now?: () => Date;
}): DailyReportScheduler {
  async function sendIfDue(id: string, timeOfDay: string, lastSentOn: string | null): Promise<boolean> {
    const at = now();
    const day = dueDay(timeOfDay, at);
    if (lastSentOn !== null && lastSentOn >= day) return false;
    const config = await store.dailyReports.claim(id, day, at, new Date(at.getTime() + leaseMs));
    if (!config) return false;
    try {
      const email = await composeReport(store, config, day);
      await mailer.send({
        to: config.recipients,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (error) {
      await store.dailyReports.release(id);
      throw error;
    }
    await store.dailyReports.markSent(id, day);
    return true;
  }

  async function runDue(): Promise<string[]> {
    const sent: string[] = [];
    for (const config of await store.dailyReports.candidates()) {
      try {
        if (await sendIfDue(config.id, config.timeOfDay, config.lastSentOn)) sent.push(config.id);
      } catch (error) {
        console.error(`[daily-reports] report ${config.id} not sent; trying again next round`, error);
      }
    }
    return sent;
  }

  return {
    runDue,
    job: {
      queue: { name: 'daily-reports.due', retryLimit: 0, expireInSeconds: 10 * 60 },
      cron: '* * * * *',
      handler: async () => {
        await runDue();
      },
    },
  };
}
