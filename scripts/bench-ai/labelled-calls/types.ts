import type { ObjectionKind } from '../../../server/providers/ai/signals/objections.ts';

/** "s<n>": the n-th line of the call. */
export type LineId = `s${number}`;

/**
 * A call labelled by hand for the embedded AI's benchmark: what a careful reader of the transcript says the
 * right answers are. `part` says whether rules may be tuned on it ("tuning") or it only measures them
 * ("held-out": its figures are the honest ones for calls nobody has seen).
 */
export type LabelledCall = {
  key: string;
  part: 'tuning' | 'held-out';
  /** Speakers as an upload names them ("lucas.almeida", "Speaker 3"), not as the seed does. */
  uploaded: boolean;
  /** The call as said: speaker label and text, in order. */
  lines: Array<[speaker: string, text: string]>;
  /** The seller's speaker label: who owns "eu envio" and receives "me manda". */
  seller: string;
  /** The demo company's BANT and SPIN questions: the lines that answer each; none when the call does not. */
  templateAnswers: Record<TemplateQuestionKey, LineId[]>;
  /** Each next step said: its line, the speaker label of who does it, and when when said. */
  nextSteps: Array<{ line: LineId; owner: string; due?: string }>;
  /** Each objection raised: its line and kind. */
  objections: Array<{ line: LineId; kind: ObjectionKind }>;
  /** Who decides, as a note names them: "Fernando", "conselho". */
  decisionMakers: string[];
  /** Questions asked as a seller would, in other words than the call's; `fact` are words the answer must carry. */
  chat: Array<{ question: string; line: LineId[]; fact: string }>;
};

export type TemplateQuestionKey =
  'budget' | 'authority' | 'need' | 'timeline' | 'situation' | 'problems' | 'implications' | 'needPayoff';
