import { displayName } from '../../../src/domain/display-name.ts';
import { isLeadershipRole } from '../../../src/domain/leadership.ts';
import type {
  ClientEngagement,
  DashboardChartData,
  DashboardStats,
  MeetingTypes,
  NextSteps,
  SellerSkills,
  TalkTime,
  TimeFilter,
} from '../../../src/api-contract/enablement.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import { resolvePeriod, type Period } from './enablement-period.ts';
import type { SellerRow, TeamScope, TotalsRow } from './enablement.repository.ts';

/** The dashboard's filters, whichever query spelling (`userId`/`period` or `vendedor`/`timeFilter`) named them. */
export type EnablementFilters = {
  sellerId?: string;
  meetingFormat: 'ALL' | 'VIDEO' | 'AUDIO';
  meetingType: 'ALL' | 'INTERNAL' | 'EXTERNAL';
  period: TimeFilter;
  startDate?: string;
  endDate?: string;
};

const meetingTypes = ['EXTERNAL', 'INTERNAL'] as const;
const meetingFormats = ['VIDEO', 'AUDIO'] as const;

const rangeOf = ({ start, end }: { start: Date; end: Date }) => ({
  start: start.toISOString(),
  end: end.toISOString(),
});
const hours = (seconds: number) => seconds / 3600;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function sellerOf(row: SellerRow) {
  const name = displayName({
    firstName: row.first_name,
    lastName: row.last_name,
    emailAddress: row.email_address,
  });
  return { userId: row.user_id, name, meetings: row.meetings };
}

/** The stat cards' figures of one period; an empty period counts 0 meetings and has no averages. */
function figures(row: TotalsRow | undefined) {
  return {
    meetings: row?.meetings ?? 0,
    hoursRecorded: hours(row?.seconds ?? 0),
    averageDurationMinutes: row?.average_seconds == null ? null : row.average_seconds / 60,
    nextStepsShare: row ? ratio(row.with_next_steps, row.meetings) : null,
  };
}

/**
 * The enablement dashboard (spec section 7): a team's finished meetings and their coaching figures, for
 * company administrators and the team's leaders (team role admin or master, any case). A team of another
 * company, or one the caller is not in, does not exist for them (404, as `GET /api/teams/{id}/members`);
 * a member who does not lead it is refused (403). Every figure is aggregated by the database.
 */
export function createEnablementService({
  store,
  now = () => new Date(),
}: {
  store: Store;
  now?: () => Date;
}) {
  async function scopeFor(caller: Caller, teamId: string, filters: EnablementFilters): Promise<TeamScope> {
    const team = isUuid(teamId)
      ? await store.enablement.teamOf(caller.companyId, teamId, caller.userId)
      : undefined;
    if (!team || (!caller.isAdmin && team.callerRole === null)) {
      throw new DomainError('team-not-found');
    }
    if (!caller.isAdmin && !isLeadershipRole(team.callerRole)) {
      throw new DomainError('enablement-leaders-only');
    }
    // An empty seller is the picker's "everyone".
    const sellerId = filters.sellerId || null;
    if (sellerId && !(isUuid(sellerId) && (await store.enablement.isMember(teamId, sellerId)))) {
      throw new DomainError('enablement-seller-not-in-team');
    }
    return {
      companyId: caller.companyId,
      teamId,
      sellerId,
      format: filters.meetingFormat === 'ALL' ? null : filters.meetingFormat,
      meetingType: filters.meetingType === 'ALL' ? null : filters.meetingType,
    };
  }

  async function prepare(caller: Caller, teamId: string, filters: EnablementFilters) {
    const scope = await scopeFor(caller, teamId, filters);
    const period: Period = resolvePeriod(filters.period, filters, now());
    return { scope, period };
  }

  return {
    async stats(caller: Caller, teamId: string, filters: EnablementFilters): Promise<DashboardStats> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.totals(scope, period);
      const current = figures(rows.current);
      const previous = figures(rows.previous);
      const compared = (key: keyof typeof current) => ({ current: current[key], previous: previous[key] });
      return {
        range: rangeOf(period),
        previousRange: rangeOf({ start: period.previousStart, end: period.start }),
        meetings: compared('meetings'),
        hoursRecorded: compared('hoursRecorded'),
        averageDurationMinutes: compared('averageDurationMinutes'),
        nextStepsShare: compared('nextStepsShare'),
      };
    },

    async chartData(caller: Caller, teamId: string, filters: EnablementFilters): Promise<DashboardChartData> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.byBucket(scope, period, period.bucket);
      return {
        range: rangeOf(period),
        bucket: period.bucket,
        points: rows.map((row) => ({
          start: row.start,
          meetings: row.meetings,
          hoursRecorded: hours(row.seconds),
        })),
      };
    },

    async talkTime(caller: Caller, teamId: string, filters: EnablementFilters): Promise<TalkTime> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.bySeller(scope, period);
      return { speaking: rows.map((row) => ({ ...sellerOf(row), talkRatio: row.talk_ratio })) };
    },

    /** Every type and format the filters allow, with 0 for the ones without meetings. */
    async meetingTypes(caller: Caller, teamId: string, filters: EnablementFilters): Promise<MeetingTypes> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.byTypeAndFormat(scope, period);
      return {
        meetingType: meetingTypes
          .filter((type) => scope.meetingType === null || scope.meetingType === type)
          .flatMap((meetingType) =>
            meetingFormats
              .filter((format) => scope.format === null || scope.format === format)
              .map((meetingFormat) => ({
                meetingType,
                meetingFormat,
                count:
                  rows.find((row) => row.meeting_type === meetingType && row.format === meetingFormat)
                    ?.count ?? 0,
              })),
          ),
      };
    },

    async nextSteps(caller: Caller, teamId: string, filters: EnablementFilters): Promise<NextSteps> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.byBucket(scope, period, period.bucket);
      return {
        bucket: period.bucket,
        nextStep: rows.map((row) => ({
          start: row.start,
          meetings: row.meetings,
          withNextSteps: row.with_next_steps,
        })),
      };
    },

    async clientEngagement(
      caller: Caller,
      teamId: string,
      filters: EnablementFilters,
    ): Promise<ClientEngagement> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.byBucket(scope, period, period.bucket);
      return {
        bucket: period.bucket,
        engagement: rows.map((row) => ({
          start: row.start,
          meetings: row.meetings,
          clientTalkRatio: row.client_talk_ratio,
          clientQuestionsPerCall: row.client_questions,
          longestCustomerStorySeconds: row.customer_story_seconds,
        })),
      };
    },

    async sellerSkills(caller: Caller, teamId: string, filters: EnablementFilters): Promise<SellerSkills> {
      const { scope, period } = await prepare(caller, teamId, filters);
      const rows = await store.enablement.bySeller(scope, period);
      return {
        overview: rows.map((row) => ({
          ...sellerOf(row),
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
        })),
      };
    },
  };
}
