import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  percentReceived,
  selectCanDiscard,
  selectUnfinishedUploads,
} from '../../../../../src/machines/uploads/unfinished-uploads/selectors.ts';
import {
  unfinishedUploadsMachine,
  type UnfinishedUploadsContext,
} from '../../../../../src/machines/uploads/unfinished-uploads/unfinished-uploads.machine.ts';
import type { UnfinishedUpload } from '../../../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { meetingFixture } from '../../../../model/meetings/meeting-list.fixtures.ts';
import { interrupted } from '../../../../model/uploads/upload-fixtures.ts';

const never = () => new Promise<never>(() => {});
const quiet = unfinishedUploadsMachine.provide({
  actors: {
    listUnfinishedUploads: fromPromise<UnfinishedUpload[]>(never),
    discardUpload: fromPromise<unknown, { meetingId: string }>(never),
    watchMeetingChanges: fromCallback(() => {}),
  },
});
const listed: UnfinishedUploadsContext = { uploads: [interrupted], discarding: null, failure: null };

type StateValue = Parameters<typeof quiet.resolveState>[0]['value'];
const startIn = (value: StateValue, context: UnfinishedUploadsContext) =>
  createActor(quiet, { snapshot: quiet.resolveState({ value, context }) }).start();

describe('unfinishedUploads', () => {
  it('starts loading; the server’s list is shown', () => {
    const actor = createActor(quiet).start();
    expect(actor.getSnapshot().value).toBe('loading');
    sendDone(actor, 'listUnfinishedUploads', [interrupted]);
    expect(actor.getSnapshot().value).toBe('listed');
    expect(selectUnfinishedUploads(actor.getSnapshot())).toEqual([interrupted]);
  });

  it('a list that cannot be read fails; reload tries again', () => {
    const actor = createActor(quiet).start();
    sendError(actor, 'listUnfinishedUploads', new HttpError(500, 'boom'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    actor.send({ type: 'unfinished.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('discard: discarding that upload, then the list is read again', () => {
    const actor = startIn('listed', listed);
    expect(selectCanDiscard(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'unfinished.discard', meetingId: interrupted.meetingId });
    expect(actor.getSnapshot().value).toBe('discarding');
    expect(actor.getSnapshot().context.discarding).toBe(interrupted.meetingId);
    expect(selectCanDiscard(actor.getSnapshot())).toBe(false);
    sendDone(actor, 'discardUpload', { uploadStatus: 'cancelled' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('a refused discard goes back to the list with the failure', () => {
    const actor = startIn('discarding', { ...listed, discarding: interrupted.meetingId });
    sendError(actor, 'discardUpload', new HttpError(404, 'gone'));
    expect(actor.getSnapshot().value).toBe('listed');
    expect(actor.getSnapshot().context.discarding).toBeNull();
    expect(actor.getSnapshot().context.failure).not.toBeNull();
  });

  it('a write to meetings anywhere reads the list again, from listed and from loadFailed', () => {
    for (const value of ['listed', 'loadFailed'] as const) {
      const actor = startIn(value, listed);
      actor.send({ type: 'meeting.saved', meeting: meetingFixture('m-1') });
      expect(actor.getSnapshot().value).toBe('loading');
    }
    const added = startIn('listed', listed);
    added.send({ type: 'meeting.added', meeting: meetingFixture('m-2') });
    expect(added.getSnapshot().value).toBe('loading');
    const removed = startIn('listed', listed);
    removed.send({ type: 'meeting.removed', meetingId: 'm-3' });
    expect(removed.getSnapshot().value).toBe('loading');
    const stale = startIn('loadFailed', listed);
    stale.send({ type: 'meetings.stale' });
    expect(stale.getSnapshot().value).toBe('loading');
  });

  it('says the share the server holds in whole percent', () => {
    expect(percentReceived({ bytesReceived: 819, sizeBytes: 2048 })).toBe(39);
    expect(percentReceived({ bytesReceived: 2 * 4194304, sizeBytes: 5 * 4194304 })).toBe(40);
    expect(percentReceived({ bytesReceived: 0, sizeBytes: 10 })).toBe(0);
  });
});
