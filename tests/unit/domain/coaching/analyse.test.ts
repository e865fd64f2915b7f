import { expect, test } from 'vitest';
import { analyseCoaching } from '../../../../src/domain/coaching/analyse.ts';

const seller = 'Lucas Almeida';
const client = 'Paula Reis';

/** A short call, every figure computed by hand in the comments. */
const call = [
  // 8 words, 1 question; 10 s.
  { speaker: seller, startSeconds: 0, endSeconds: 10, text: 'Bom dia, Paula. Como está a operação hoje?' },
  // Client, 20 s, no question.
  {
    speaker: client,
    startSeconds: 11,
    endSeconds: 31,
    text: 'Está corrida. A gente perdeu dois clientes no mês passado.',
  },
  // Answered after 1 s. 6 words, filler "né", an unpunctuated "Quais..." question; 8 s.
  { speaker: seller, startSeconds: 32, endSeconds: 40, text: 'Entendo, né. Quais clientes vocês perderam' },
  // 1 s later, same run (32-50). 7 words, fillers "Tipo,", "é...", ", tá?", 1 question; 9 s.
  { speaker: seller, startSeconds: 41, endSeconds: 50, text: 'Tipo, é... a gente pode ajudar, tá?' },
  // Client, 7 s, 1 question.
  { speaker: client, startSeconds: 53, endSeconds: 60, text: 'Sabe que eu não sei?' },
  // Answered after 0.1 s (hasty). 8 words, no filler ("tipo de", "assim que"); 9.9 s.
  {
    speaker: seller,
    startSeconds: 60.1,
    endSeconds: 70,
    text: 'Esse tipo de problema é assim que resolvemos.',
  },
];

test('the metrics of a hand-computed call', () => {
  const { metrics, totals, sellerSpeakers } = analyseCoaching(call, [seller]);
  expect(sellerSpeakers).toEqual([seller]);
  // Seller 10 + 8 + 9 + 9.9 = 36.9 s, client 20 + 7 = 27 s.
  expect(totals).toEqual({
    sellerTalkSeconds: 36.9,
    clientTalkSeconds: 27,
    sellerWords: 29,
    fillerWords: 4,
    clientQuestions: 1,
  });
  expect(metrics).toEqual({
    talkRatio: 0.5775, // 36.9 / 63.9
    longestMonologueSeconds: 18, // 32-50, the 1 s pause joined
    longestCustomerStorySeconds: 20,
    sellerQuestions: 3,
    patienceSeconds: 0.55, // median of 1 and 0.1
    switchesPerMinute: 3.43, // 4 switches in 70 s
    wordsPerMinute: 47.2, // 29 words in 36.9 s
    fillerShare: 0.1379, // 4 / 29
  });
});

test('the out-of-band moments, in call order', () => {
  expect(analyseCoaching(call, [seller]).moments).toEqual([
    { metric: 'wordsPerMinute', startSeconds: 0, endSeconds: 10, speaker: seller, value: 48 },
    { metric: 'wordsPerMinute', startSeconds: 32, endSeconds: 50, speaker: seller, value: 45.9 }, // 13 words in 17 s
    { metric: 'fillerShare', startSeconds: 41, endSeconds: 50, speaker: seller, value: 0.4286 }, // 3 / 7
    { metric: 'patienceSeconds', startSeconds: 60, endSeconds: 60.1, speaker: seller, value: 0.1 },
  ]);
});

test('a monologue over the band is a moment; a 2 s pause ends it', () => {
  const long = [
    { speaker: seller, startSeconds: 0, endSeconds: 100, text: 'a '.repeat(250) },
    { speaker: seller, startSeconds: 101.5, endSeconds: 160, text: 'a '.repeat(146) },
    { speaker: seller, startSeconds: 162, endSeconds: 170, text: 'a '.repeat(20) },
    { speaker: client, startSeconds: 175, endSeconds: 180, text: 'Certo.' },
  ];
  const { metrics, moments } = analyseCoaching(long, [seller]);
  expect(metrics.longestMonologueSeconds).toBe(160);
  expect(metrics.patienceSeconds).toBeNull(); // the client never gets an answer
  expect(moments).toEqual([
    { metric: 'longestMonologueSeconds', startSeconds: 0, endSeconds: 160, speaker: seller, value: 160 },
  ]);
});

test('without a recognised seller only interactivity is told', () => {
  const { metrics, moments, totals, sellerSpeakers } = analyseCoaching(call, []);
  expect(sellerSpeakers).toEqual([]);
  expect(moments).toEqual([]);
  expect(totals.clientQuestions).toBeNull();
  expect(metrics).toEqual({
    talkRatio: null,
    longestMonologueSeconds: null,
    longestCustomerStorySeconds: null,
    sellerQuestions: null,
    patienceSeconds: null,
    switchesPerMinute: 3.43,
    wordsPerMinute: null,
    fillerShare: null,
  });
});

test('an empty transcript tells nothing', () => {
  expect(analyseCoaching([], ['x']).metrics.switchesPerMinute).toBeNull();
});
