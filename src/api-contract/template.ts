/*
 * Question templates (spec sections 3 and 7, Templates). A template is the caller's own, shared in the company
 * by a colleague, or one the company starts with (no owner: only an administrator changes those). Anyone who
 * sees a template may use it on a meeting, mark it as their default and duplicate it; only whoever may change
 * it renames it, shares it, deletes it or edits its questions.
 */
import { z } from 'zod';

export const templateNameMaxLength = 120;
export const templateQuestionMaxLength = 500;
/** More questions than this would make the answers a questionnaire nobody reads after a call. */
export const templateMaxQuestions = 50;

const templateNameSchema = z
  .string({ error: 'Informe o nome do modelo.' })
  .trim()
  .min(1, 'Informe o nome do modelo.')
  .max(templateNameMaxLength, `O nome do modelo pode ter no máximo ${templateNameMaxLength} caracteres.`);

const questionTextSchema = z
  .string({ error: 'Escreva a pergunta.' })
  .trim()
  .min(1, 'Escreva a pergunta.')
  .max(templateQuestionMaxLength, `A pergunta pode ter no máximo ${templateQuestionMaxLength} caracteres.`);

/** 1 is the first question; a position past the end means "last". */
const questionPositionSchema = z
  .number({ error: 'A posição da pergunta precisa ser um número.' })
  .int('A posição da pergunta precisa ser um número inteiro.')
  .min(1, 'A posição da pergunta começa em 1.');

export const templateQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  position: z.number().int().positive(),
});
export type TemplateQuestion = z.infer<typeof templateQuestionSchema>;

/** A template as the list shows it, told from the caller's point of view. */
export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isShared: z.boolean(),
  /** Who wrote it; null for the templates the company starts with ("Pronto da empresa"). */
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  questionCount: z.number().int().nonnegative(),
  isMine: z.boolean(),
  /** Whether the caller may rename, share, delete it and edit its questions (the owner; an admin for ready-made ones). */
  mayChange: z.boolean(),
  /** Whether it is the caller's default template for new meetings. */
  isDefault: z.boolean(),
  /** Where it is in use, so a deletion can say what it affects. */
  usage: z.object({
    /** Meetings of the company analysed with it. */
    meetings: z.number().int().nonnegative(),
    /** People of the company who have it as their default. */
    defaultFor: z.number().int().nonnegative(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** `GET /api/templates`: the caller's own, those shared in the company and the company's ready-made ones. */
export const templateListSchema = z.array(templateSummarySchema);

/** `GET /api/templates/{id}`, `GET /api/load/template/{id}` and the answer of every write to a template. */
export const templateSchema = templateSummarySchema.extend({
  /** In order: position 1 first. */
  questions: z.array(templateQuestionSchema),
});
export type Template = z.infer<typeof templateSchema>;

/** `GET /api/templates/{id}/questions`. */
export const templateQuestionListSchema = z.array(templateQuestionSchema);

/** Body of `POST /api/templates`. */
export const createTemplateSchema = z.object({
  name: templateNameSchema,
  questions: z
    .array(questionTextSchema)
    .max(templateMaxQuestions, `Um modelo pode ter no máximo ${templateMaxQuestions} perguntas.`)
    .optional(),
});
export type CreateTemplate = z.infer<typeof createTemplateSchema>;

/** Body of `PUT /api/templates/{id}`. */
export const renameTemplateSchema = z.object({ name: templateNameSchema });
export type RenameTemplate = z.infer<typeof renameTemplateSchema>;

/** Body of `PATCH /api/templates/share/{id}`. */
export const shareTemplateSchema = z.object({
  isShared: z.boolean({ error: 'Informe se o modelo é compartilhado (isShared).' }),
});
export type ShareTemplate = z.infer<typeof shareTemplateSchema>;

/** Body of `POST /api/templates/{id}/questions`; without a position the question goes last. */
export const createQuestionSchema = z.object({
  text: questionTextSchema,
  position: questionPositionSchema.optional(),
});
export type CreateQuestion = z.infer<typeof createQuestionSchema>;

/** Body of `PATCH /api/templates/{id}/questions/{questionId}`: new wording and/or a new place (reorder). */
export const updateQuestionSchema = z
  .object({ text: questionTextSchema.optional(), position: questionPositionSchema.optional() })
  .refine((body) => body.text !== undefined || body.position !== undefined, {
    message: 'Informe o novo texto ou a nova posição da pergunta.',
  });
export type UpdateQuestion = z.infer<typeof updateQuestionSchema>;

/** Body of `POST /api/templates/ai-suggestions`: the question as typed so far. */
export const questionSuggestionsRequestSchema = z.object({ question: questionTextSchema });
export type QuestionSuggestionsRequest = z.infer<typeof questionSuggestionsRequestSchema>;

/** Better wordings of the typed question and follow-up questions, best first; never the typed text itself. */
export const questionSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });

/** Body of `PATCH /api/users/settings/share-template/{templateId}`; false clears the caller's default. */
export const defaultTemplateSchema = z.object({
  isDefaultTemplate: z.boolean({ error: 'Informe se o modelo é o padrão (isDefaultTemplate).' }),
});
export type DefaultTemplate = z.infer<typeof defaultTemplateSchema>;

/** What the template endpoints answer, verbatim. */
export const templateMessages = {
  notFound: 'Modelo não encontrado.',
  questionNotFound: 'Pergunta não encontrada.',
  ownerOnly: 'Somente o dono do modelo pode alterá-lo.',
  companyTemplateAdminOnly: 'Somente um administrador pode alterar os modelos prontos da empresa.',
  tooManyQuestions: `Um modelo pode ter no máximo ${templateMaxQuestions} perguntas.`,
} as const;
