import { describe, expect, it, vi } from 'vitest';
import {
  selectPageState,
  selectTranscriptNotice,
} from '../../../../../src/machines/meetings/meeting-detail/selectors.ts';
import type { Meeting } from '../../../../../src/api-contract/meeting.ts';
import { botReports } from '../../../../model/bot/bot-status-fixtures.ts';
import {
  content,
  meetingOf,
  networkError,
  notFoundError,
  waitingProviderContent,
} from '../../../../model/meetings/meeting-detail.fixtures.ts';
import { deferred } from '../../../../support/deferred.ts';
import { botReporting, flush, startMeetingDetail } from './support.ts';

// The server answers the same meeting to the header's load and to the content's.
const loaded = (meeting: Meeting = meetingOf()) => ({
  loadMeeting: async () => meeting,
  loadContent: async () => ({ ...content, meeting }),
});

describe('meeting-detail: loading', () => {
  it('shows the meeting and then its content', async () => {
    const { actor } = startMeetingDetail(loaded());
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: { loaded: 'withTranscript' } });
    expect(actor.getSnapshot().context.content).toEqual({ ...content, meeting: meetingOf() });
    expect(actor.getSnapshot().children.transcript).toBeDefined();
    expect(actor.getSnapshot().children.botStatus).toBeDefined();
    expect(actor.getSnapshot().children.actions).toBeDefined();
  });

  it('a 404 is notFound; any other failure can be retried', async () => {
    const missing = startMeetingDetail({ loadMeeting: () => Promise.reject(notFoundError) }).actor;
    await flush();
    expect(selectPageState(missing.getSnapshot())).toBe('notFound');

    let calls = 0;
    const { actor } = startMeetingDetail({
      loadMeeting: () => (++calls === 1 ? Promise.reject(networkError) : Promise.resolve(meetingOf())),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      key: 'errors:request.network',
      status: 'FETCH_ERROR',
      detail: null,
    });
    actor.send({ type: 'meeting.retry' });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('content that fails to load is retried on its own, the header stays usable', async () => {
    let calls = 0;
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf(),
      loadContent: () => (++calls === 1 ? Promise.reject(networkError) : Promise.resolve(content)),
    });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'failed' });
    expect(actionsOf(actor).getSnapshot().can({ type: 'title.edit' })).toBe(true);
    actor.send({ type: 'content.retry' });
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'loaded' })).toBe(true);
  });

  it('an uploaded recording without a provider says the transcript waits for one', async () => {
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf({ platform: 'upload', meetingUrl: null }),
      loadContent: async () => waitingProviderContent,
    });
    await flush();
    expect(selectTranscriptNotice(actor.getSnapshot())).toBe('waitingProvider');
    // No lines, so no transcript machine: nothing to search or edit.
    expect(actor.getSnapshot().matches({ ready: { loaded: 'withoutTranscript' } })).toBe(true);
    expect(actor.getSnapshot().children.transcript).toBeUndefined();
  });
});

/** The header's actions machine, the page's child while it is ready (its own tests: ../meeting-actions/). */
const actionsOf = (actor: ReturnType<typeof startMeetingDetail>['actor']) => {
  const actions = actor.getSnapshot().children.actions;
  if (!actions) throw new Error('the page is not ready: no actions child');
  return actions;
};

describe('meeting-detail: what its actions child saved', () => {
  it('shows the meeting the child saved', async () => {
    const { actor } = startMeetingDetail({
      ...loaded(),
      saveTitle: async ({ title }) => meetingOf({ title }),
    });
    await flush();
    actionsOf(actor).send({ type: 'title.edit' });
    actionsOf(actor).send({ type: 'title.save', title: '  Novo título  ' });
    await flush();
    expect(actor.getSnapshot().context.meeting?.title).toBe('Novo título');
  });

  it('a title saved while the content loads is not undone by that load: the load starts again', async () => {
    // The server's meeting: the old title until the save, the new one after it.
    let serverTitle = meetingOf().title;
    const loads: Array<ReturnType<typeof deferred<void>>> = [];
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf({ title: serverTitle }),
      loadContent: () => {
        const load = deferred<void>();
        const asked = serverTitle;
        loads.push(load);
        return load.promise.then(() => ({ ...content, meeting: meetingOf({ title: asked }) }));
      },
      saveTitle: async ({ title }) => {
        serverTitle = title;
        return meetingOf({ title });
      },
    });
    await flush();
    expect(loads).toHaveLength(1);
    actionsOf(actor).send({ type: 'title.edit' });
    actionsOf(actor).send({ type: 'title.save', title: 'Novo título' });
    await flush();
    expect(loads).toHaveLength(2);
    // The first load's answer (asked before the save) comes last, as on a busy server: it no longer lands.
    loads[1]!.resolve();
    await flush();
    loads[0]!.resolve();
    await flush();
    expect(actor.getSnapshot().context.meeting?.title).toBe('Novo título');
    expect(actor.getSnapshot().matches({ ready: 'loaded' })).toBe(true);
    // The child decides from the same meeting the page shows.
    expect(actionsOf(actor).getSnapshot().context.meeting).toBe(actor.getSnapshot().context.meeting);
  });

  it('tells its child of a meeting the content brought, so the actions follow the one meeting shown', async () => {
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf(),
      loadContent: async () => ({ ...content, meeting: meetingOf({ isEnabled: false }) }),
    });
    await flush();
    expect(actor.getSnapshot().context.meeting?.isEnabled).toBe(false);
    expect(actionsOf(actor).getSnapshot().can({ type: 'meeting.enable' })).toBe(true);
  });

  it('restarting the bot makes the bot status follow it again', async () => {
    const { actor, botEvents } = startMeetingDetail({
      ...loaded(),
      restartBot: async () => meetingOf({ status: 'joining_call' }),
    });
    await flush();
    actionsOf(actor).send({ type: 'bot.restart' });
    await flush();
    expect(actor.getSnapshot().context.meeting?.status).toBe('joining_call');
    expect(botEvents).toEqual(['bot.refresh']);
  });

  it('a deleted meeting ends the page, whose output takes it back to the list', async () => {
    const { actor } = startMeetingDetail({ ...loaded(), deleteMeeting: async () => {} });
    await flush();
    actionsOf(actor).send({ type: 'meeting.delete' });
    actionsOf(actor).send({ type: 'delete.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ deletedMeetingId: actor.getSnapshot().context.meetingId });
  });
});

describe('meeting-detail: a live bot', () => {
  /** Before the bot is done there is nothing below the header yet; afterwards, everything. */
  const beforeDone = {
    ...content,
    meeting: meetingOf({ status: 'joining_call', exitReason: null, durationSeconds: null, participants: [] }),
    transcription: null,
    answers: [],
    enrichment: null,
    media: null,
  };

  function contentLoads(...answers: (typeof content)[]) {
    const loads: number[] = [];
    const loadContent = async () => {
      loads.push(loads.length);
      return answers[Math.min(loads.length - 1, answers.length - 1)]!;
    };
    return { loads, loadContent };
  }

  it('reloads the content when the bot it saw at work reaches done, and shows the transcript', async () => {
    const { loads, loadContent } = contentLoads(beforeDone, content);
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf({ status: 'joining_call', exitReason: null }),
      loadContent,
      botStatus: botReporting(botReports.joining, botReports.recording, botReports.done),
    });
    await vi.waitFor(() => expect(loads).toHaveLength(2));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { loaded: 'withTranscript' } })).toBe(true);
    expect(actor.getSnapshot().context.content).toBe(content);
    // The header follows too: the call's duration and participants are known only once it is over.
    expect(actor.getSnapshot().context.meeting).toBe(content.meeting);
    expect(actor.getSnapshot().context.botAtWork).toBe(false);
    expect(actor.getSnapshot().children.transcript).toBeDefined();
  });

  it('a bot that fails after working reloads the content too', async () => {
    const { loads, loadContent } = contentLoads(beforeDone);
    startMeetingDetail({
      loadMeeting: async () => meetingOf({ status: 'joining_call', exitReason: null }),
      loadContent,
      botStatus: botReporting(botReports.waitingRoom, botReports.failed),
    });
    await vi.waitFor(() => expect(loads).toHaveLength(2));
  });

  it('a bot already settled when the page opens loads the content once', async () => {
    const { loads, loadContent } = contentLoads(content);
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf(),
      loadContent,
      botStatus: botReporting(botReports.done),
    });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().children.botStatus?.getSnapshot().hasTag('settled')).toBe(true),
    );
    await flush();
    expect(loads).toHaveLength(1);
    expect(actor.getSnapshot().context.botAtWork).toBe(false);
  });

  it('the reload leaves the header and the bot status alone', async () => {
    const reload = deferred<typeof content>();
    let calls = 0;
    const { actor } = startMeetingDetail({
      loadMeeting: async () => meetingOf({ status: 'joining_call', exitReason: null }),
      loadContent: () => (++calls === 1 ? Promise.resolve(beforeDone) : reload.promise),
      botStatus: botReporting(botReports.joining, botReports.recording, botReports.done),
    });
    await flush();
    const bot = actor.getSnapshot().children.botStatus;
    const actions = actionsOf(actor);
    actions.send({ type: 'title.edit' });
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(actor.getSnapshot().value).toEqual({ ready: 'loading' });
    expect(actor.getSnapshot().children.botStatus).toBe(bot);
    expect(actionsOf(actor)).toBe(actions);
    reload.resolve(content);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: { loaded: 'withTranscript' } });
    expect(actions.getSnapshot().value).toBe('editingTitle');
  });
});
