import type { LabelledCall } from './types.ts';

export const heldOutCallsWritten: LabelledCall[] = [];
