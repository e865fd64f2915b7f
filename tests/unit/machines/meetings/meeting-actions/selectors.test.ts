import { describe, expect, it } from 'vitest';
import {
  selectActionsState,
  selectCan,
  selectIsActing,
} from '../../../../../src/machines/meetings/meeting-actions/selectors.ts';
import { startMeetingActions } from './support.ts';

describe('meeting-actions selectors', () => {
  it('tell the header mode and whether an action is under way', () => {
    const { actor } = startMeetingActions();
    expect(selectActionsState(actor.getSnapshot())).toBe('idle');
    expect(selectIsActing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'title.edit' });
    expect(selectActionsState(actor.getSnapshot())).toBe('editingTitle');
    expect(selectIsActing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'title.cancel' });
    actor.send({ type: 'meeting.disable' });
    expect(selectActionsState(actor.getSnapshot())).toBe('disabling');
    expect(selectIsActing(actor.getSnapshot())).toBe(true);
  });

  it('offer only the actions the state and the meeting allow', () => {
    const { actor } = startMeetingActions();
    expect(selectCan.editTitle(actor.getSnapshot())).toBe(true);
    expect(selectCan.enable(actor.getSnapshot())).toBe(false);
    expect(selectCan.disable(actor.getSnapshot())).toBe(true);
    expect(selectCan.restartBot(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'meeting.delete' });
    expect(selectCan.delete(actor.getSnapshot())).toBe(false);
    expect(selectCan.editTitle(actor.getSnapshot())).toBe(false);
  });
});
