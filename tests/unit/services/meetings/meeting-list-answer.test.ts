import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meetingListAnswerSchema } from '../../../../src/api-contract/meeting.ts';
import { meetingFixture } from '../../../model/meetings/meeting-list.fixtures.ts';

const answers = vi.hoisted(() => ({ body: undefined as unknown }));
vi.mock('../../../../src/services/http.ts', () => ({
  http: { getJson: vi.fn<() => Promise<unknown>>(async () => answers.body) },
}));

const { fetchMeetingPage } = await import('../../../../src/services/meetings/meetings.ts');

const request = (offset: number) => ({ viewerId: 'user-1', filters: {}, offset, limit: 25 });
const meetings = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => meetingFixture(`m-${from + index}`));

/** Spec section 3: the list's result carries `meetings`, and nothing more is promised (issue 28). */
describe('the meeting list from a backend built to the spec', () => {
  beforeEach(() => {
    answers.body = undefined;
  });

  it('an answer with only meetings is read', () => {
    expect(meetingListAnswerSchema.safeParse({ meetings: meetings(2) }).success).toBe(true);
  });

  it('without a total, a full page promises one more, a short page ends the list', async () => {
    answers.body = { meetings: meetings(25, 25) };
    await expect(fetchMeetingPage(request(25))).resolves.toMatchObject({
      total: 51,
      page: 2,
      limit: 25,
      totalIsLowerBound: true,
    });
    answers.body = { meetings: meetings(3, 50) };
    await expect(fetchMeetingPage(request(50))).resolves.toMatchObject({
      total: 53,
      totalIsLowerBound: true,
    });
  });

  it('a search this backend counted only up to 1,000 (moreThanTotal) is a lower bound that goes on past it', async () => {
    answers.body = { meetings: meetings(25), total: 1000, page: 1, limit: 25, moreThanTotal: true };
    await expect(fetchMeetingPage(request(0))).resolves.toMatchObject({
      total: 1000,
      totalIsLowerBound: true,
      countedUpTo: 1000,
    });
    answers.body = { meetings: meetings(25, 1000), total: 1000, page: 41, limit: 25, moreThanTotal: true };
    await expect(fetchMeetingPage(request(1000))).resolves.toMatchObject({ total: 1026 });
  });

  it("with this backend's total, keeps it as it is", async () => {
    answers.body = { meetings: meetings(25), total: 80, page: 1, limit: 25 };
    const page = await fetchMeetingPage(request(0));
    expect(page).toMatchObject({ total: 80 });
    expect(page).not.toHaveProperty('totalIsLowerBound');
  });
});
