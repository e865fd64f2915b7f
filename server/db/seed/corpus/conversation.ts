/**
 * A recorded conversation of the seed corpus. Speakers are roles, not names: the seed casts the meeting's
 * owner as `seller` and its participants as `client` and `client2`, so one conversation serves many meetings.
 */
export type Speaker = 'seller' | 'client' | 'client2';

export type Conversation = {
  id: string;
  /** What the call is about, as a title fragment: "Demonstração do {topic}". */
  topic: string;
  lines: ReadonlyArray<readonly [Speaker, string]>;
};
