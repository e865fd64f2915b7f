import type { Database } from '../../db/database.ts';
import type { TemplateQuestion } from '../../providers/ai/provider.ts';
import type { Caller } from '../caller.ts';

/** A template as its caller sees it, before the service words it for the API. */
export type TemplateRecord = {
  id: string;
  name: string;
  isShared: boolean;
  ownerId: string | null;
  owner: { firstName: string | null; lastName: string | null; emailAddress: string | null } | null;
  questionCount: number;
  meetingCount: number;
  defaultForCount: number;
  /** The caller's own default. */
  isCallersDefault: boolean;
  createdAt: Date;
};

export type PositionedQuestion = TemplateQuestion & { position: number };

type TemplateRow = {
  id: string;
  name: string;
  is_shared: boolean;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  question_count: number;
  meeting_count: number;
  default_for_count: number;
  is_callers_default: boolean;
  created_at: Date | string;
};

const toRecord = (row: TemplateRow): TemplateRecord => ({
  id: row.id,
  name: row.name,
  isShared: row.is_shared,
  ownerId: row.user_id,
  owner: row.user_id
    ? { firstName: row.first_name, lastName: row.last_name, emailAddress: row.email_address }
    : null,
  questionCount: row.question_count,
  meetingCount: row.meeting_count,
  defaultForCount: row.default_for_count,
  isCallersDefault: row.is_callers_default,
  createdAt: new Date(row.created_at),
});

/**
 * What a caller may see: their own, any shared one, and the company's ready-made ones (no owner), all within
 * their company. $1 is the company, $2 the caller.
 */
const visibleSelect = `
  SELECT t.id, t.name, t.is_shared, t.user_id, t.created_at, u.first_name, u.last_name, u.email_address,
         (SELECT count(*)::int FROM template_questions q WHERE q.template_id = t.id) AS question_count,
         (SELECT count(*)::int FROM meetings m WHERE m.template_id = t.id) AS meeting_count,
         (SELECT count(*)::int FROM users d WHERE d.template_id = t.id AND d.is_default_template) AS default_for_count,
         EXISTS (SELECT 1 FROM users c WHERE c.id = $2 AND c.template_id = t.id AND c.is_default_template)
           AS is_callers_default
    FROM templates t LEFT JOIN users u ON u.id = t.user_id
   WHERE t.company_id = $1 AND (t.user_id = $2 OR t.is_shared OR t.user_id IS NULL)`;

/** `templates` and `template_questions`; positions run 1..n without gaps within a template. */
export function createTemplatesRepository(db: Database) {
  return {
    /** For answering a meeting's questions. */
    async questionsOf(templateId: string): Promise<TemplateQuestion[]> {
      return db.query<TemplateQuestion>(
        'SELECT id, text FROM template_questions WHERE template_id = $1 ORDER BY position',
        [templateId],
      );
    },

    async positionedQuestionsOf(templateId: string): Promise<PositionedQuestion[]> {
      return db.query<PositionedQuestion>(
        'SELECT id, text, position FROM template_questions WHERE template_id = $1 ORDER BY position',
        [templateId],
      );
    },

    /** The caller's own first, then the others by name. */
    async listVisible(caller: Caller): Promise<TemplateRecord[]> {
      const rows = await db.query<TemplateRow>(
        `${visibleSelect} ORDER BY (t.user_id IS NOT DISTINCT FROM $2) DESC, lower(t.name), t.id`,
        [caller.companyId, caller.userId],
      );
      return rows.map(toRecord);
    },

    async findVisible(caller: Caller, id: string): Promise<TemplateRecord | undefined> {
      const [row] = await db.query<TemplateRow>(`${visibleSelect} AND t.id = $3`, [
        caller.companyId,
        caller.userId,
        id,
      ]);
      return row && toRecord(row);
    },

    async create(caller: Caller, name: string): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO templates (company_id, user_id, name) VALUES ($1, $2, $3) RETURNING id',
        [caller.companyId, caller.userId, name],
      );
      return row!.id;
    },

    /** A company's shared template owned by no one (a ready-made one), with its questions in order. */
    async addShared(
      companyId: string,
      template: { id?: string; name: string; questions: readonly string[] },
    ): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO templates (id, company_id, name, is_shared) VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, true)
         RETURNING id`,
        [template.id ?? null, companyId, template.name],
      );
      const id = row!.id;
      for (const [index, text] of template.questions.entries()) {
        await db.query('INSERT INTO template_questions (template_id, position, text) VALUES ($1, $2, $3)', [
          id,
          index + 1,
          text,
        ]);
      }
      return id;
    },

    /**
     * Holds the template until the transaction ends, so two changes of its questions at once take turns
     * (each reads the positions the other left) instead of colliding on a position.
     */
    async lock(id: string): Promise<void> {
      await db.query('SELECT 1 FROM templates WHERE id = $1 FOR UPDATE', [id]);
    },

    async rename(id: string, name: string): Promise<void> {
      await db.query('UPDATE templates SET name = $2 WHERE id = $1', [id, name]);
    },

    async setShared(id: string, isShared: boolean): Promise<void> {
      await db.query('UPDATE templates SET is_shared = $2 WHERE id = $1', [id, isShared]);
    },

    /** Questions go with it; meetings and users that used it keep a null template (see 0008_templates.sql). */
    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM templates WHERE id = $1', [id]);
    },

    /** At `position` (1-based, clamped to the end), pushing the ones from there one place down. */
    async insertQuestion(templateId: string, text: string, position: number): Promise<void> {
      await db.query(
        'UPDATE template_questions SET position = position + 1 WHERE template_id = $1 AND position >= $2',
        [templateId, position],
      );
      await db.query('INSERT INTO template_questions (template_id, position, text) VALUES ($1, $2, $3)', [
        templateId,
        position,
        text,
      ]);
    },

    async rewordQuestion(templateId: string, questionId: string, text: string): Promise<void> {
      await db.query('UPDATE template_questions SET text = $3 WHERE template_id = $1 AND id = $2', [
        templateId,
        questionId,
        text,
      ]);
    },

    /** One statement, so the positions are unique again when the (deferrable) constraint is checked. */
    async moveQuestion(templateId: string, from: number, to: number): Promise<void> {
      await db.query(
        `UPDATE template_questions
            SET position = CASE
              WHEN position = $2::int THEN $3::int
              WHEN $3::int < $2::int AND position >= $3::int AND position < $2::int THEN position + 1
              WHEN $3::int > $2::int AND position > $2::int AND position <= $3::int THEN position - 1
              ELSE position END
          WHERE template_id = $1`,
        [templateId, from, to],
      );
    },

    async deleteQuestion(templateId: string, position: number): Promise<void> {
      await db.query('DELETE FROM template_questions WHERE template_id = $1 AND position = $2', [
        templateId,
        position,
      ]);
      await db.query(
        'UPDATE template_questions SET position = position - 1 WHERE template_id = $1 AND position > $2',
        [templateId, position],
      );
    },
  };
}
