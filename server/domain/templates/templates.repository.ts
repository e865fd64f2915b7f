import type { Database } from '../../db/database.ts';
import type { TemplateQuestion } from '../../ai/provider.ts';

/** `templates` and their questions, as answers need them. */
export function createTemplatesRepository(db: Database) {
  return {
    async existsInCompany(id: string, companyId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM templates WHERE id = $1 AND company_id = $2', [
        id,
        companyId,
      ]);
      return rows.length > 0;
    },

    async questionsOf(templateId: string): Promise<TemplateQuestion[]> {
      return db.query<TemplateQuestion>(
        'SELECT id, text FROM template_questions WHERE template_id = $1 ORDER BY position',
        [templateId],
      );
    },
  };
}
