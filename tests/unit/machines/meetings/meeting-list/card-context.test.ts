import { describe, expect, it } from 'vitest';
import { cardContextOf } from '../../../../../src/machines/meetings/meeting-list/selectors.ts';
import { meetingFixture } from '../../../../model/meetings/meeting-list.fixtures.ts';

const dealContext = {
  summary: 'Cliente quer piloto.',
  nextStep: 'Enviar proposta.',
  objectionKinds: ['preço'],
};

describe('cardContextOf', () => {
  it('is the analysis when the meeting has one', () => {
    expect(cardContextOf(meetingFixture('m-1', { dealContext }))).toBe(dealContext);
  });

  it('is pending for a finished call not analysed yet, whichever finished status it has', () => {
    for (const status of ['done', 'complete'] as const) {
      expect(cardContextOf(meetingFixture('m-1', { status, dealContext: null }))).toBe('pending');
    }
  });

  it('is nothing for a scheduled, ongoing or failed call: no promise of a summary that will not come', () => {
    for (const status of [
      'scheduled',
      'in_call_recording',
      'recording_succeeded',
      'recording_failed',
      'bot_rejected',
    ] as const) {
      expect(cardContextOf(meetingFixture('m-1', { status, dealContext: null }))).toBeNull();
    }
  });
});
