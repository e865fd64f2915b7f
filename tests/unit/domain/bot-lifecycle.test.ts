import { describe, expect, it } from 'vitest';
import { meetingStatusValues } from '../../../src/api-contract/meeting.ts';
import { groupOf, phaseOf, statusFilterOf, statusGroups } from '../../../src/domain/bot-lifecycle.ts';

describe('status groups of the meeting list', () => {
  it('put each of the spec’s statuses in the group a person would ask for', () => {
    const grouped = Object.fromEntries(statusGroups.map((group) => [group, [] as string[]]));
    for (const status of meetingStatusValues) grouped[groupOf(phaseOf(status))]!.push(status);
    expect(grouped.scheduled).toEqual(['scheduled']);
    expect(grouped.finished).toEqual(['done', 'complete']);
    expect(grouped.failed).toContain('bot_rejected');
    expect(grouped.failed).toContain('fatal');
    expect(grouped.inProgress).toContain('in_call_recording');
    // A code the app does not know (status_change is not a state) is followed as in progress.
    expect(grouped.inProgress).toContain('status_change');
  });

  it('filters a group so that every status, known or not, is in exactly one', () => {
    const holds = (group: (typeof statusGroups)[number], status: string) => {
      const filter = statusFilterOf(group);
      return 'only' in filter ? filter.only.includes(status) : !filter.except.includes(status);
    };
    for (const status of [...meetingStatusValues, 'a_new_provider_code']) {
      expect({ status, groups: statusGroups.filter((group) => holds(group, status)) }).toEqual({
        status,
        groups: [groupOf(phaseOf(status))],
      });
    }
  });
});
