import { roundEightCalls } from './round-eight-calls.ts';
import { roundFiveCalls } from './round-five-calls.ts';
import { roundFourCalls } from './round-four-calls.ts';
import { roundNineCalls } from './round-nine-calls.ts';
import { roundSevenCalls } from './round-seven-calls.ts';
import { roundSixCalls } from './round-six-calls.ts';
import { roundElevenCalls } from './round-eleven-calls.ts';
import { roundTenCalls } from './round-ten-calls.ts';
import { roundThreeCalls } from './round-three-calls.ts';
import { roundTwelveCalls } from './round-twelve-calls.ts';
import { roundTwoCalls } from './round-two-calls.ts';
import { seedCalls } from './seed-calls.ts';
import type { LabelledCall } from './types.ts';
import { uploadedCalls } from './uploaded-calls.ts';

export const labelledCalls: LabelledCall[] = [
  ...seedCalls,
  ...uploadedCalls,
  ...roundTwoCalls,
  ...roundThreeCalls,
  ...roundFourCalls,
  ...roundFiveCalls,
  ...roundSixCalls,
  ...roundSevenCalls,
  ...roundEightCalls,
  ...roundNineCalls,
  ...roundTenCalls,
  ...roundElevenCalls,
  ...roundTwelveCalls,
];
export const tuningCalls = labelledCalls.filter((call) => call.part === 'tuning');
export const heldOutCalls = labelledCalls.filter((call) => call.part === 'held-out');
