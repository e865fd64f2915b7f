import type { Dashboard } from '../../../src/services/enablement/enablement.ts';
import type { CoachingMetrics } from '../../../src/api-contract/coaching.ts';
import type { Team } from '../../../src/api-contract/team.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** The Comercial team's dashboard as a leader sees it, and the answers the dashboard's tests replay. */
export const comercial: Team = { id: 'team-comercial', name: 'Comercial', role: 'admin', memberCount: 3 };
export const insideSales: Team = { id: 'team-inside', name: 'Inside Sales', role: 'MASTER', memberCount: 2 };
export const notLed: Team = { id: 'team-other', name: 'Outro time', role: 'member', memberCount: 4 };

export const ledTeams: Team[] = [comercial, insideSales, notLed];

export const sellers = [
  { userId: 'user-ana', name: 'Ana Souza' },
  { userId: 'user-bruno', name: 'Bruno Lima' },
];

const range = { start: '2026-11-16T18:00:00.000Z', end: '2026-11-23T18:00:00.000Z' };
const previousRange = { start: '2026-11-09T18:00:00.000Z', end: '2026-11-16T18:00:00.000Z' };

const metrics: CoachingMetrics = {
  talkRatio: 0.7,
  longestMonologueSeconds: 95,
  longestCustomerStorySeconds: 40,
  sellerQuestions: 12,
  patienceSeconds: 0.9,
  switchesPerMinute: 3.2,
  wordsPerMinute: 190,
  fillerShare: 0.02,
};

export const weekDashboard: Dashboard = {
  stats: {
    range,
    previousRange,
    meetings: { current: 12, previous: 10 },
    hoursRecorded: { current: 9.5, previous: 10 },
    averageDurationMinutes: { current: 47.5, previous: 60 },
    nextStepsShare: { current: 0.75, previous: 0.5 },
  },
  chartData: {
    range,
    bucket: 'day',
    points: [
      { start: '2026-11-17', meetings: 5, hoursRecorded: 4 },
      { start: '2026-11-18', meetings: 7, hoursRecorded: 5.5 },
    ],
  },
  talkTime: {
    speaking: [
      { userId: 'user-ana', name: 'Ana Souza', meetings: 7, talkRatio: 0.7 },
      { userId: 'user-bruno', name: 'Bruno Lima', meetings: 5, talkRatio: 0.42 },
    ],
  },
  meetingTypes: {
    meetingType: [
      { meetingType: 'EXTERNAL', meetingFormat: 'VIDEO', count: 8 },
      { meetingType: 'EXTERNAL', meetingFormat: 'AUDIO', count: 1 },
      { meetingType: 'INTERNAL', meetingFormat: 'VIDEO', count: 3 },
    ],
  },
  nextSteps: {
    bucket: 'day',
    nextStep: [
      { start: '2026-11-17', meetings: 5, withNextSteps: 4 },
      { start: '2026-11-18', meetings: 7, withNextSteps: 5 },
    ],
  },
  engagement: {
    bucket: 'day',
    engagement: [
      {
        start: '2026-11-17',
        meetings: 5,
        clientTalkRatio: 0.45,
        clientQuestionsPerCall: 3.4,
        longestCustomerStorySeconds: 80,
      },
      {
        start: '2026-11-18',
        meetings: 7,
        clientTalkRatio: null,
        clientQuestionsPerCall: null,
        longestCustomerStorySeconds: null,
      },
    ],
  },
  skills: {
    overview: [
      { userId: 'user-ana', name: 'Ana Souza', meetings: 7, metrics },
      {
        userId: 'user-bruno',
        name: 'Bruno Lima',
        meetings: 5,
        metrics: { ...metrics, talkRatio: 0.42, wordsPerMinute: 150, fillerShare: null },
      },
    ],
  },
};

export const monthDashboard: Dashboard = {
  ...weekDashboard,
  stats: { ...weekDashboard.stats, meetings: { current: 40, previous: 35 } },
  talkTime: {
    speaking: [{ userId: 'user-ana', name: 'Ana Souza', meetings: 40, talkRatio: 0.5 }],
  },
};

export const emptyDashboard: Dashboard = {
  ...weekDashboard,
  stats: { ...weekDashboard.stats, meetings: { current: 0, previous: 3 } },
  talkTime: { speaking: [] },
  skills: { overview: [] },
};

export const dashboardNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
export const dashboardForbidden = new HttpError(403, 'Forbidden', {
  body: { status: 403, title: 'Forbidden', message: 'Somente líderes do time podem ver o painel.' },
});
