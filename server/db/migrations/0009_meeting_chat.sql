-- AI chat about a meeting (server/routes/meeting-chat.ts): one conversation per user and meeting, the
-- questions and the answers in the order they were produced. A question asked about several meetings is
-- kept in the conversation of the meeting its request named, with the meetings it was about.

CREATE TABLE meeting_chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Orders a conversation: a question and its answer can share a timestamp, never a position.
  position bigint GENERATED ALWAYS AS IDENTITY,
  meeting_id uuid NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- [{ meetingId, meetingTitle, segmentId, startSeconds, speaker, quote }] as they were when answered, so a
  -- later edit of a transcript or a title does not change what an old answer quoted.
  citations jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [meeting id, ...]: what the question was asked about (just meeting_id for a one-meeting chat).
  context_meeting_ids jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('complete', 'stopped', 'failed')),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX meeting_chat_messages_conversation_idx ON meeting_chat_messages (meeting_id, user_id, position);
