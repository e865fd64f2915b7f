import { createActor, createMachine, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readOnlyTranscript } from '../../../../../src/machines/sharing/shared-meeting/actors.ts';
import {
  selectIsUnavailable,
  selectPageState,
  selectRecording,
} from '../../../../../src/machines/sharing/shared-meeting/selectors.ts';
import {
  sharedMeetingMachine,
  type SharedMeetingContext,
} from '../../../../../src/machines/sharing/shared-meeting/shared-meeting.machine.ts';
import type { SharedMeeting, SharedVideo } from '../../../../../src/api-contract/share.ts';
import type { ShareCredentials } from '../../../../../src/services/sharing/share.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  expiredError,
  missingError,
  refusedError,
  sharedMeeting,
  sharedVideo,
  sharedWithoutRecording,
  shareNetworkError,
  throttledError,
} from '../../../../model/sharing/share.fixtures.ts';

const pending = <T>() => new Promise<T>(() => {});
const actors = {
  loadMeeting: fromPromise<SharedMeeting, ShareCredentials>(() => pending()),
  loadVideo: fromPromise<SharedVideo, ShareCredentials>(() => pending()),
};
// The transcript child is the transcript machine's business (its own tests); here it only has to exist.
const idleChild = createMachine({}) as unknown as typeof readOnlyTranscript;
const machine = sharedMeetingMachine.provide({
  actors: { ...actors, transcript: idleChild },
  delays: { throttleCooldown: 0 },
});

const base: SharedMeetingContext = {
  shareId: 'share-abc',
  password: null,
  meeting: null,
  video: null,
  videoRetried: false,
  failure: null,
  videoFailure: null,
};
const opened: Partial<SharedMeetingContext> = { password: 'senha-certa', meeting: sharedMeeting };

function startIn(value: string | Record<string, string>, context: Partial<SharedMeetingContext> = {}) {
  const snapshot = machine.resolveState({ value, context: { ...base, ...context } });
  return createActor(machine, { snapshot, input: { shareId: 'share-abc' } }).start();
}

describe('shared-meeting: the password', () => {
  it('locked -> checking with the typed password, kept in memory only', () => {
    const actor = createActor(machine, { input: { shareId: 'share-abc' } }).start();
    expect(selectPageState(actor.getSnapshot())).toBe('locked');
    actor.send({ type: 'password.submit', password: 'senha-certa' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.password).toBe('senha-certa');
    expect(localStorage.length).toBe(0);
  });

  it('an empty password is not sent', () => {
    const actor = startIn('locked');
    actor.send({ type: 'password.submit', password: '' });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('checking -> open, asking for the recording when there is one', () => {
    const actor = startIn('checking', { password: 'senha-certa' });
    sendDone(actor, 'loadMeeting', sharedMeeting);
    expect(actor.getSnapshot().value).toEqual({ open: 'loadingVideo' });
    expect(actor.getSnapshot().context.meeting).toEqual(sharedMeeting);
    expect(actor.getSnapshot().children.transcript).toBeDefined();
  });

  it('checking -> open without a recording: nothing to ask for', () => {
    const actor = startIn('checking', { password: 'senha-certa' });
    sendDone(actor, 'loadMeeting', sharedWithoutRecording);
    expect(actor.getSnapshot().value).toEqual({ open: 'noVideo' });
  });

  it('checking -> locked on a 401: "Link ou senha inválidos.", the typed password kept for a correction', () => {
    const actor = startIn('checking', { password: 'senha-errada' });
    sendError(actor, 'loadMeeting', refusedError);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.failure).toEqual({
      key: 'share:guest.refused',
      status: '401',
      detail: 'Link ou senha inválidos.',
    });
    expect(actor.getSnapshot().context.password).toBe('senha-errada');
  });

  it('checking -> locked with the network key when the server cannot be reached', () => {
    const actor = startIn('checking', { password: 'senha-certa' });
    sendError(actor, 'loadMeeting', shareNetworkError);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.failure?.key).toBe('errors:request.network');
  });

  it('checking -> throttled on a 429; no password is taken until the pause is over', () => {
    // With its real pause, so the form stays closed while the test looks.
    const paused = sharedMeetingMachine.provide({ actors: { ...actors, transcript: idleChild } });
    const snapshot = paused.resolveState({
      value: 'checking',
      context: { ...base, password: 'senha-errada' },
    });
    const actor = createActor(paused, { snapshot, input: { shareId: 'share-abc' } }).start();
    sendError(actor, 'loadMeeting', throttledError);
    expect(actor.getSnapshot().value).toBe('throttled');
    expect(actor.getSnapshot().context.failure?.key).toBe('share:guest.throttled');
    expect(actor.getSnapshot().context.password).toBeNull();
    expect(actor.getSnapshot().can({ type: 'password.submit', password: 'outra-senha' })).toBe(false);
  });

  it('throttled -> locked after the pause, the form usable again', async () => {
    // Entered for real (a restored snapshot schedules no delays); the pause is 0 here.
    const actor = startIn('checking', { password: 'senha-errada' });
    sendError(actor, 'loadMeeting', throttledError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('shared-meeting: the recording and the lockout', () => {
  it('loadingVideo -> withVideo: an audio recording gets an audio player', () => {
    const actor = startIn({ open: 'loadingVideo' }, opened);
    sendDone(actor, 'loadVideo', sharedVideo);
    expect(actor.getSnapshot().value).toEqual({ open: 'withVideo' });
    expect(selectRecording(actor.getSnapshot())).toEqual({ kind: 'audio', url: sharedVideo.url });
  });

  it('loadingVideo -> noVideo on a 404', () => {
    const actor = startIn({ open: 'loadingVideo' }, opened);
    sendError(actor, 'loadVideo', missingError);
    expect(actor.getSnapshot().value).toEqual({ open: 'noVideo' });
  });

  it('loadingVideo -> videoFailed on another failure, and video.retry asks again', () => {
    const actor = startIn({ open: 'loadingVideo' }, opened);
    sendError(actor, 'loadVideo', shareNetworkError);
    expect(actor.getSnapshot().value).toEqual({ open: 'videoFailed' });
    expect(actor.getSnapshot().context.videoFailure?.key).toBe('errors:request.network');
    actor.send({ type: 'video.retry' });
    expect(actor.getSnapshot().value).toEqual({ open: 'loadingVideo' });
  });

  it('a 401 while open is revoked: the meeting and the password are forgotten, the form asks again', () => {
    const actor = startIn({ open: 'loadingVideo' }, opened);
    sendError(actor, 'loadVideo', refusedError);
    expect(selectPageState(actor.getSnapshot())).toBe('revoked');
    expect(actor.getSnapshot().context).toMatchObject({
      password: null,
      meeting: null,
      video: null,
      failure: { key: 'share:guest.revoked', status: null, detail: null },
    });
    expect(actor.getSnapshot().children.transcript).toBeUndefined();
    actor.send({ type: 'password.submit', password: 'senha-nova' });
    expect(actor.getSnapshot().value).toBe('checking');
  });

  it('the right password for an expired link (410) says so, at opening or when asking for the recording', () => {
    const checking = startIn('checking', { password: 'senha-certa' });
    sendError(checking, 'loadMeeting', expiredError);
    expect(selectPageState(checking.getSnapshot())).toBe('expired');
    expect(checking.getSnapshot().context).toMatchObject({
      password: null,
      meeting: null,
      failure: { key: 'share:guest.expired' },
    });
    expect(checking.getSnapshot().can({ type: 'password.submit', password: 'senha-certa' })).toBe(false);

    const open = startIn({ open: 'loadingVideo' }, opened);
    sendError(open, 'loadVideo', expiredError);
    expect(selectPageState(open.getSnapshot())).toBe('expired');
    expect(open.getSnapshot().children.transcript).toBeUndefined();
  });

  it('the player failing asks once for a fresh URL (expired, or the link gone); a second failure is shown', () => {
    const actor = startIn({ open: 'withVideo' }, { ...opened, video: sharedVideo });
    actor.send({ type: 'video.failed' });
    expect(actor.getSnapshot().value).toEqual({ open: 'loadingVideo' });
    sendDone(actor, 'loadVideo', sharedVideo);
    actor.send({ type: 'video.failed' });
    expect(actor.getSnapshot().value).toEqual({ open: 'videoFailed' });
    expect(actor.getSnapshot().context.videoFailure?.key).toBe('share:guest.playerFailed');
  });
});

describe('shared-meeting: the transcript child', () => {
  it('is the transcript machine with its editing refused', async () => {
    const actor = createActor(readOnlyTranscript, {
      input: {
        transcription: {
          id: 'share-abc',
          meetingId: 'share-abc',
          status: 'done',
          improvedAt: null,
          updatedAt: sharedMeeting.startTime,
          language: 'pt-BR',
          segments: sharedMeeting.segments,
        },
      },
    }).start();
    actor.send({ type: 'transcript.improve' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('improveFailed');
  });
});

describe('shared-meeting: a server with only the spec recording call (issue 28)', () => {
  const checking = { password: 'senha-certa' };

  it('checking -> recordingOnly on a 404, asking for the recording with the same credentials', () => {
    const actor = startIn('checking', checking);
    sendError(actor, 'loadMeeting', missingError);
    expect(actor.getSnapshot().value).toEqual({ recordingOnly: 'loading' });
    expect(selectPageState(actor.getSnapshot())).toBe('recordingOnly');
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(true);
    expect(selectRecording(actor.getSnapshot())).toEqual({ kind: 'loading' });
    sendDone(actor, 'loadRecording', sharedVideo);
    expect(actor.getSnapshot().value).toEqual({ recordingOnly: 'playing' });
    expect(selectRecording(actor.getSnapshot())).toMatchObject({ url: sharedVideo.url });
  });

  it('the recording call refusing the password: the form again with the refusal, the password kept', () => {
    const actor = startIn({ recordingOnly: 'loading' }, checking);
    sendError(actor, 'loadRecording', refusedError);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.failure?.key).toBe('share:guest.refused');
    expect(actor.getSnapshot().context.password).toBe('senha-certa');
  });

  it('throttled, expired, no recording, and a player failure asking once more', () => {
    const throttled = startIn({ recordingOnly: 'loading' }, checking);
    sendError(throttled, 'loadRecording', throttledError);
    expect(throttled.getSnapshot().value).toBe('throttled');

    const expired = startIn({ recordingOnly: 'loading' }, checking);
    sendError(expired, 'loadRecording', expiredError);
    expect(expired.getSnapshot().value).toBe('expired');

    const none = startIn({ recordingOnly: 'loading' }, checking);
    sendError(none, 'loadRecording', missingError);
    expect(none.getSnapshot().value).toEqual({ recordingOnly: 'none' });
    expect(selectRecording(none.getSnapshot())).toEqual({ kind: 'none' });

    const playing = startIn({ recordingOnly: 'playing' }, { ...checking, video: sharedVideo });
    playing.send({ type: 'video.failed' });
    expect(playing.getSnapshot().value).toEqual({ recordingOnly: 'loading' });
    sendDone(playing, 'loadRecording', sharedVideo);
    playing.send({ type: 'video.failed' });
    expect(playing.getSnapshot().value).toEqual({ recordingOnly: 'failed' });
    expect(selectRecording(playing.getSnapshot())).toEqual({ kind: 'failed' });
    playing.send({ type: 'video.retry' });
    expect(playing.getSnapshot().value).toEqual({ recordingOnly: 'loading' });
  });
});
