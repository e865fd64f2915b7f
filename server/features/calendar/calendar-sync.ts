import type { CalendarEvent, CalendarKind } from './adapters/calendar-adapter.ts';
import { CalendarRefused } from './adapters/calendar-errors.ts';
import type { BotProvider } from '../../providers/bot/provider.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { CalendarSyncResult, SyncedEvent } from '../../../src/api-contract/calendar.ts';
import type { Caller } from '../caller.ts';
import { addMeeting } from '../meetings/meeting-creation.ts';
import type { Store } from '../store.ts';
import type { CalendarConnections } from './calendar-connections.ts';
import { calendarMessages, calendarName } from './calendar-messages.ts';
import type { ImportedMeetingRow } from './calendar.repository.ts';
import { admission, hasExternalGuest, participantsOf, type SyncOwner } from './event-admission.ts';

/** How far ahead a sync reads the calendar. */
export const syncWindowDays = 14;
const dayMs = 24 * 3600_000;

/** What to tell the bot once an event's transaction committed (it keeps its own schedule, in its own one). */
type BotAction = { meetingId: string; action: 'join' | 'rejoin' | 'cancel' };

type Outcome =
  | { kind: 'created' | 'updated' | 'cancelled'; event: SyncedEvent; bot?: BotAction }
  | { kind: 'unchanged' }
  | { kind: 'skipped'; reason: CalendarSyncResult['skipped'][number]['reason'] };

/**
 * One calendar's sync: reads the events from now to two weeks ahead through the calendar's adapter, lets in
 * those the user's importMeeting allows (event-admission.ts), and makes each a scheduled meeting the bot
 * joins at its start, or brings the meeting it already made up to date. A moved event moves the meeting and
 * the bot's join time; a cancelled one, or one gone from the calendar, holds the meeting back (disabled, its
 * bot run dropped) as long as the bot has not joined yet; a meeting already held or recorded is never
 * deleted. Each event is one transaction that first locks the calendar's connection row, so two syncs of
 * one calendar (a click and the interval sync, or two processes) take turns and never add one twice (the
 * unique index on the event id is the last guard).
 */
export function createCalendarSync(deps: {
  store: Store;
  connections: CalendarConnections;
  bot: Pick<BotProvider, 'join' | 'cancel'>;
  now?: () => Date;
  report?: (message: string, error: unknown) => void;
}) {
  const { store, connections, bot } = deps;
  const now = deps.now ?? (() => new Date());
  const report = deps.report ?? ((message, error) => console.error(`[calendar] ${message}`, error));
  // One sync per calendar at a time in this process: a second asks after the first finished.
  const running = new Map<string, Promise<unknown>>();

  async function fail(userId: string, kind: CalendarKind, problem: DomainError): Promise<never> {
    await store.calendar.recordSync(userId, kind, { at: now(), error: problem.message, counts: null });
    throw problem;
  }

  async function readEvents(userId: string, kind: CalendarKind, from: Date, to: Date) {
    let tokens;
    try {
      tokens = await connections.validTokens(userId, kind);
    } catch (error) {
      // Not connected: nothing to record. Needs reconnect or provider away: the page shows it.
      if (error instanceof DomainError && error.code !== 'calendar-not-connected')
        return fail(userId, kind, error);
      throw error;
    }
    try {
      return {
        tokens,
        events: await connections.adapterOf(kind).listEvents(tokens.accessToken, { from, to }),
      };
    } catch (error) {
      if (error instanceof CalendarRefused) {
        await store.calendar.markNeedsReconnect(userId, kind);
        return fail(userId, kind, new DomainError('calendar-needs-reconnect', kind));
      }
      report(`listing the ${kind} events of user ${userId} failed`, error);
      return fail(userId, kind, new DomainError('calendar-unavailable', kind));
    }
  }

  /** One event, in its own transaction. */
  function syncEvent(
    caller: Caller,
    kind: CalendarKind,
    event: CalendarEvent,
    owner: SyncOwner,
  ): Promise<Outcome> {
    return store.transaction(async (tx) => {
      if (!(await tx.calendar.lock(caller.userId, kind)))
        throw new DomainError('calendar-not-connected', kind);
      const existing = await tx.calendar.findImported(caller.userId, kind, event.externalId);
      const verdict = admission(event, owner, now());
      if ('skip' in verdict) {
        // An event over is history: its meeting stays as the bot left it.
        if (existing && verdict.skip !== 'ended' && (await holdBack(tx, existing, kind))) {
          return cancelledOutcome(existing);
        }
        return existing ? { kind: 'unchanged' } : { kind: 'skipped', reason: verdict.skip };
      }
      const fields = {
        title: event.title,
        start: event.start,
        meetingUrl: verdict.meetingUrl,
        platform: verdict.platform,
        meetingType: hasExternalGuest(event, owner.companyDomains)
          ? ('EXTERNAL' as const)
          : ('INTERNAL' as const),
        participants: participantsOf(event),
      };
      const synced = { title: event.title, startTime: event.start.toISOString() };
      if (!existing) {
        const startsAhead = event.start.getTime() > now().getTime();
        const meetingId = await addMeeting(tx, caller, {
          title: fields.title,
          meetingUrl: fields.meetingUrl,
          platform: fields.platform,
          meetingType: fields.meetingType,
          format: 'VIDEO',
          status: startsAhead ? 'scheduled' : 'joining_call',
          startTime: fields.start.toISOString(),
        });
        await tx.calendar.attachEvent(meetingId, {
          kind,
          eventId: event.externalId,
          participants: fields.participants,
        });
        return { kind: 'created', event: { meetingId, ...synced }, bot: { meetingId, action: 'join' } };
      }
      // The bot already went (or the meeting was recorded): what happened stays as it was.
      if (existing.status !== 'scheduled') return { kind: 'unchanged' };
      const moved = new Date(existing.start_time).getTime() !== event.start.getTime();
      const relinked = existing.meeting_url !== fields.meetingUrl;
      const letBackIn = existing.calendar_cancelled_at !== null;
      const changed =
        moved ||
        relinked ||
        letBackIn ||
        existing.title !== fields.title ||
        existing.meeting_type !== fields.meetingType ||
        JSON.stringify(existing.participants) !== JSON.stringify(fields.participants);
      if (!changed) return { kind: 'unchanged' };
      await tx.calendar.applyEvent(existing.id, fields);
      if (moved || letBackIn) {
        await tx.meetingLogs.add(existing.id, {
          status: 'scheduled',
          subCode: letBackIn ? 'calendar_event_restored' : 'calendar_event_moved',
          message: letBackIn
            ? `O evento voltou ${calendarName[kind].to}: a reunião foi reativada.`
            : `O evento mudou de horário ${calendarName[kind].in}: a reunião foi remarcada.`,
        });
      }
      const rejoin = moved || relinked || letBackIn;
      return {
        kind: 'updated',
        event: { meetingId: existing.id, ...synced },
        ...(rejoin ? { bot: { meetingId: existing.id, action: 'rejoin' as const } } : {}),
      };
    });
  }

  /** Holds a meeting back whose event was cancelled or left: only while the bot has not joined. */
  async function holdBack(tx: Store, meeting: ImportedMeetingRow, kind: CalendarKind): Promise<boolean> {
    if (meeting.status !== 'scheduled' || meeting.calendar_cancelled_at !== null) return false;
    await tx.calendar.holdBack(meeting.id, now());
    await tx.meetingLogs.add(meeting.id, {
      status: 'scheduled',
      subCode: 'calendar_event_cancelled',
      message: `O evento foi cancelado ou removido ${calendarName[kind].in}: o bot não entrará.`,
    });
    return true;
  }

  const cancelledOutcome = (meeting: ImportedMeetingRow): Outcome => ({
    kind: 'cancelled',
    event: {
      meetingId: meeting.id,
      title: meeting.title,
      startTime: new Date(meeting.start_time).toISOString(),
    },
    bot: { meetingId: meeting.id, action: 'cancel' },
  });

  /** Imported meetings ahead in the window whose event the calendar no longer lists. */
  async function holdBackGone(caller: Caller, kind: CalendarKind, listed: Set<string>, from: Date, to: Date) {
    const outcomes: Outcome[] = [];
    for (const meeting of await store.calendar.importedFrom(caller.userId, kind, from)) {
      if (listed.has(meeting.calendar_event_id) || new Date(meeting.start_time).getTime() > to.getTime())
        continue;
      const outcome = await store.transaction(async (tx) => {
        await tx.calendar.lock(caller.userId, kind);
        const current = await tx.calendar.findImported(caller.userId, kind, meeting.calendar_event_id);
        return current && (await holdBack(tx, current, kind)) ? cancelledOutcome(current) : undefined;
      });
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  async function tellBot(action: BotAction): Promise<void> {
    try {
      if (action.action !== 'join') await bot.cancel(action.meetingId);
      if (action.action !== 'cancel') await bot.join(action.meetingId);
    } catch (error) {
      report(`bot ${action.action} of meeting ${action.meetingId} failed`, error);
    }
  }

  async function syncOnce(userId: string, kind: CalendarKind): Promise<CalendarSyncResult> {
    const from = now();
    const to = new Date(from.getTime() + syncWindowDays * dayMs);
    const { tokens, events } = await readEvents(userId, kind, from, to);
    try {
      return await applyEvents(userId, kind, { from, to, tokens, events });
    } catch (error) {
      // Whatever went wrong is on the page ("a última sincronização falhou") and the interval tries again;
      // the error itself goes on as it was (the API answers it, a database away is a 503).
      report(`sync of the ${kind} calendar of user ${userId} failed`, error);
      const message = error instanceof DomainError ? error.message : calendarMessages.failed(kind);
      await store.calendar
        .recordSync(userId, kind, { at: from, error: message, counts: null })
        .catch(() => undefined);
      throw error;
    }
  }

  async function applyEvents(
    userId: string,
    kind: CalendarKind,
    {
      from,
      to,
      tokens,
      events,
    }: { from: Date; to: Date; tokens: { accountEmail: string }; events: CalendarEvent[] },
  ): Promise<CalendarSyncResult> {
    const user = await store.calendar.owner(userId);
    if (!user) throw new DomainError('user-not-found');
    const caller: Caller = { userId: user.id, isAdmin: user.is_admin, companyId: user.company_id };
    const owner: SyncOwner = {
      importMeeting: user.import_meeting,
      emails: [user.email_address, tokens.accountEmail],
      companyDomains: await store.calendar.companyDomains(userId),
    };
    const result: CalendarSyncResult = {
      kind,
      syncedAt: from.toISOString(),
      days: syncWindowDays,
      created: [],
      updated: [],
      cancelled: [],
      skipped: [],
      unchanged: 0,
    };
    const outcomes: { event?: CalendarEvent; outcome: Outcome }[] = [];
    for (const event of events)
      outcomes.push({ event, outcome: await syncEvent(caller, kind, event, owner) });
    const listed = new Set(events.map((event) => event.externalId));
    for (const outcome of await holdBackGone(caller, kind, listed, from, to)) outcomes.push({ outcome });
    for (const { event, outcome } of outcomes) {
      if (outcome.kind === 'unchanged') result.unchanged += 1;
      else if (outcome.kind === 'skipped') {
        if (event)
          result.skipped.push({
            title: event.title,
            startTime: event.start.toISOString(),
            reason: outcome.reason,
          });
      } else {
        result[outcome.kind].push(outcome.event);
        if (outcome.bot) await tellBot(outcome.bot);
      }
    }
    const counts = {
      created: result.created.length,
      updated: result.updated.length,
      cancelled: result.cancelled.length,
      skipped: result.skipped.length,
    };
    await store.calendar.recordSync(userId, kind, { at: from, error: null, counts });
    return result;
  }

  return {
    /** Syncs the user's calendar now. 404 not connected, 409 needs reconnect, 503 provider away (Portuguese). */
    sync(userId: string, kind: CalendarKind): Promise<CalendarSyncResult> {
      const key = `${userId}:${kind}`;
      const previous = running.get(key) ?? Promise.resolve();
      const mine = previous.catch(() => undefined).then(() => syncOnce(userId, kind));
      running.set(key, mine);
      void mine
        .finally(() => {
          if (running.get(key) === mine) running.delete(key);
        })
        .catch(() => undefined);
      return mine;
    },
  };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
