import type { Database } from '../../db/database.ts';
import type { ChatCitation, ChatMessage } from '../../../src/api-contract/chat.ts';

/** A message about to be stored; its id, position and time are the database's. */
export type NewChatMessage = Omit<ChatMessage, 'id' | 'createdAt'>;

type Row = {
  id: string;
  role: ChatMessage['role'];
  content: string;
  citations: ChatCitation[];
  context_meeting_ids: string[];
  status: ChatMessage['status'];
  created_at: Date;
};

const columns = 'id, role, content, citations, context_meeting_ids, status, created_at';

const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  citations: row.citations,
  contextMeetingIds: row.context_meeting_ids,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The only SQL on `meeting_chat_messages`: one conversation per user and meeting. */
export function createChatRepository(db: Database) {
  return {
    /** The whole conversation, oldest first. */
    async conversation(meetingId: string, userId: string): Promise<ChatMessage[]> {
      const rows = await db.query<Row>(
        `SELECT ${columns} FROM meeting_chat_messages
          WHERE meeting_id = $1 AND user_id = $2 ORDER BY position`,
        [meetingId, userId],
      );
      return rows.map(toMessage);
    },

    /** The last `count` messages, oldest first: what a follow-up question is read with. */
    async latest(meetingId: string, userId: string, count: number): Promise<ChatMessage[]> {
      const rows = await db.query<Row>(
        `SELECT ${columns} FROM (
           SELECT ${columns}, position FROM meeting_chat_messages
            WHERE meeting_id = $1 AND user_id = $2 ORDER BY position DESC LIMIT $3
         ) latest ORDER BY position`,
        [meetingId, userId, count],
      );
      return rows.map(toMessage);
    },

    async add(meetingId: string, userId: string, message: NewChatMessage): Promise<ChatMessage> {
      const [row] = await db.query<Row>(
        `INSERT INTO meeting_chat_messages (meeting_id, user_id, role, content, citations, context_meeting_ids, status)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
         RETURNING ${columns}`,
        [
          meetingId,
          userId,
          message.role,
          message.content,
          JSON.stringify(message.citations),
          JSON.stringify(message.contextMeetingIds),
          message.status,
        ],
      );
      return toMessage(row!);
    },
  };
}
