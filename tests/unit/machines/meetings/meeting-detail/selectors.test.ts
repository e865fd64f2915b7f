import { describe, expect, it } from 'vitest';
import {
  selectActionsRef,
  selectAnswersView,
  selectBotLeads,
  selectContentState,
  selectStatus,
  selectTranscriptNotice,
} from '../../../../../src/machines/meetings/meeting-detail/selectors.ts';
import {
  content,
  meetingOf,
  transcription,
  waitingProviderContent,
} from '../../../../model/meetings/meeting-detail.fixtures.ts';
import { flush, startMeetingDetail } from './support.ts';

async function readyWith(loadContent: () => Promise<typeof content>) {
  const { actor } = startMeetingDetail({ loadMeeting: async () => meetingOf(), loadContent });
  await flush();
  return actor;
}

describe('meeting-detail selectors', () => {
  it('let the bot lead the page only while it is at work; a settled or unknown status puts the content first', () => {
    expect(
      ['scheduled', 'joining_call', 'in_call_recording', 'call_ended', 'recording_succeeded'].map(
        selectBotLeads,
      ),
    ).toEqual([true, true, true, true, true]);
    expect(['done', 'complete', 'bot_rejected', 'fatal', 'a_new_provider_code'].map(selectBotLeads)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(selectBotLeads(null)).toBe(false);
  });

  it('show the answers only once there is a transcript to answer from', async () => {
    const noLines = { ...content, transcription: null };
    expect(selectAnswersView((await readyWith(async () => noLines)).getSnapshot())).toEqual({
      kind: 'waitingTranscript',
    });
    const noQuestions = { ...content, answers: [] };
    expect(selectAnswersView((await readyWith(async () => noQuestions)).getSnapshot())).toEqual({
      kind: 'noQuestions',
    });
    expect(selectAnswersView((await readyWith(async () => content)).getSnapshot())).toEqual({
      kind: 'answers',
      answers: content.answers,
    });
  });

  it('say why there are no transcript lines, and nothing when there are', async () => {
    expect(selectTranscriptNotice((await readyWith(async () => content)).getSnapshot())).toBeNull();
    expect(selectTranscriptNotice((await readyWith(async () => waitingProviderContent)).getSnapshot())).toBe(
      'waitingProvider',
    );
    const processing = {
      ...content,
      transcription: { ...transcription, status: 'processing' as const, segments: [] },
    };
    expect(selectTranscriptNotice((await readyWith(async () => processing)).getSnapshot())).toBe(
      'processing',
    );
    const failed = {
      ...content,
      transcription: { ...transcription, status: 'failed' as const, segments: [] },
    };
    expect(selectTranscriptNotice((await readyWith(async () => failed)).getSnapshot())).toBe('failed');
    const none = { ...content, transcription: null };
    expect(selectTranscriptNotice((await readyWith(async () => none)).getSnapshot())).toBe('none');
  });

  it("tell the content's state, and the actions machine the header talks to", async () => {
    const { actor } = startMeetingDetail({ loadMeeting: async () => meetingOf() });
    expect(selectActionsRef(actor.getSnapshot())).toBeUndefined();
    await flush();
    expect(selectContentState(actor.getSnapshot())).toBe('loading');
    // An action under way is the child's (../meeting-actions/selectors.test.ts); the content loading is not one.
    expect(selectActionsRef(actor.getSnapshot())?.getSnapshot().value).toBe('idle');
  });

  it("prefer the bot's freshest status over the meeting's", async () => {
    const actor = await readyWith(async () => content);
    expect(selectStatus(actor.getSnapshot(), null)).toBe('done');
    expect(selectStatus(actor.getSnapshot(), 'in_call_recording')).toBe('in_call_recording');
  });
});
