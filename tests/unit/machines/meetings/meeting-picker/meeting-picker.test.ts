import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { meetingChatMachine } from '../../../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import type { FilteredMeetings } from '../../../../../src/machines/meetings/meeting-picker/actors.ts';
import { meetingPickerMachine } from '../../../../../src/machines/meetings/meeting-picker/meeting-picker.machine.ts';
import { selectChatRef } from '../../../../../src/machines/meetings/meeting-picker/selectors.ts';
import type { ChatMessage } from '../../../../../src/api-contract/chat.ts';
import type { MeetingListFilters } from '../../../../../src/machines/meetings/meeting-list/filters.ts';
import { chatNetworkError } from '../../../../model/chat/chat.fixtures.ts';

const ids = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `meeting-${from + index}`);

function startPicker(
  fetchFiltered: (filters: MeetingListFilters) => Promise<FilteredMeetings> = () => new Promise(() => {}),
) {
  const logic = meetingPickerMachine.provide({
    actors: {
      fetchFiltered: fromPromise<FilteredMeetings, { viewerId: string; filters: MeetingListFilters }>(
        ({ input }) => fetchFiltered(input.filters),
      ),
      chat: meetingChatMachine.provide({
        actors: {
          loadHistory: fromPromise<ChatMessage[], { meetingId: string }>(() => new Promise(() => {})),
          askChat: fromCallback(() => {}),
        },
      }),
    },
  });
  return createActor(logic, { input: { viewerId: 'viewer-1' } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('meeting-picker', () => {
  it('toggles rows in the order picked; asking opens a chat about them, its path meeting the first one', () => {
    const actor = startPicker();
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().matches('picking')).toBe(true);
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-2' });
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-1' });
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-3' });
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-1' });
    expect(actor.getSnapshot().context.picked).toEqual(['meeting-2', 'meeting-3']);

    actor.send({ type: 'chat.open' });
    const chat = selectChatRef(actor.getSnapshot());
    expect(chat?.getSnapshot().context).toMatchObject({
      meetingId: 'meeting-2',
      contextMeetingIds: ['meeting-2', 'meeting-3'],
    });
    actor.send({ type: 'chat.close' });
    expect(selectChatRef(actor.getSnapshot())).toBeUndefined();
    expect(actor.getSnapshot().context.picked).toEqual(['meeting-2', 'meeting-3']);
  });

  it('takes at most 50 meetings, whether toggled or all visible, and says when some were left out', () => {
    const actor = startPicker();
    actor.send({ type: 'pick.visible', meetingIds: ids(48) });
    expect(actor.getSnapshot().context).toMatchObject({ capped: false });
    actor.send({ type: 'pick.visible', meetingIds: ids(10, 45) });
    expect(actor.getSnapshot().context.picked).toEqual(ids(50));
    expect(actor.getSnapshot().context.capped).toBe(true);
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-99' });
    expect(actor.getSnapshot().context.picked).toHaveLength(50);
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-0' });
    expect(actor.getSnapshot().context).toMatchObject({ capped: false });
    expect(actor.getSnapshot().context.picked).toHaveLength(49);
  });

  it('the current filters replace the picks with the meetings they show; a failure says why and keeps them', async () => {
    let fail = false;
    const asked: MeetingListFilters[] = [];
    const actor = startPicker(async (filters) => {
      asked.push(filters);
      if (fail) throw chatNetworkError;
      return { ids: ids(50, 100), total: 120 };
    });
    actor.send({ type: 'pick.toggle', meetingId: 'meeting-1' });
    actor.send({ type: 'pick.filters', filters: { query: 'Horizonte', status: 'done' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(asked).toEqual([{ query: 'Horizonte', status: 'done' }]);
    expect(actor.getSnapshot().context).toMatchObject({ picked: ids(50, 100), capped: true, failure: null });

    fail = true;
    actor.send({ type: 'pick.filters', filters: {} });
    await settle();
    expect(actor.getSnapshot().context.picked).toEqual(ids(50, 100));
    expect(actor.getSnapshot().context.failure?.key).toBe('errors:request.network');
    actor.send({ type: 'pick.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ picked: [], capped: false, failure: null });
  });
});
