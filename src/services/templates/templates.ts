/*
 * Question templates (spec section 7, Templates). Every write answers the whole template as the caller now
 * sees it, so a screen replaces what it shows with what the server stored.
 */
import { createResourceFeed } from '../resource-feed.ts';
import { z } from 'zod';
import { http } from '../http.ts';
import {
  questionSuggestionsSchema,
  templateListSchema,
  templateSchema,
  type CreateQuestion,
  type CreateTemplate,
  type DefaultTemplate,
  type QuestionSuggestionsRequest,
  type RenameTemplate,
  type ShareTemplate,
  type Template,
  type TemplateSummary,
  type UpdateQuestion,
} from '../../api-contract/template.ts';
import { userSchema } from '../../api-contract/user.ts';
import { announceUserChange } from '../users/users.ts';

type Options = { signal?: AbortSignal };

/** A write to a template, as whoever shows templates learns of it (the templates list, a meeting's picker). */
export type TemplateChange =
  { type: 'templates.saved'; template: Template } | { type: 'templates.removed'; templateId: string };

const templateChanges = createResourceFeed<TemplateChange>();

/** Every write to a template from now on; returns the way to stop. */
export function watchTemplateChanges(listener: (change: TemplateChange) => void): () => void {
  return templateChanges.subscribe(listener);
}

function announce(change: TemplateChange): void {
  templateChanges.publish(change);
}

/** A write's answer, announced before it is handed back. */
async function saved(write: Promise<Template>): Promise<Template> {
  const template = await write;
  announce({ type: 'templates.saved', template });
  return template;
}

const templatePath = (id: string) => `templates/${encodeURIComponent(id)}`;
const questionPath = (templateId: string, questionId: string) =>
  `${templatePath(templateId)}/questions/${encodeURIComponent(questionId)}`;

/** The caller's own templates, those shared in the company and the company's ready-made ones. */
export function listTemplates({ signal }: Options = {}): Promise<TemplateSummary[]> {
  return http.getJson('templates', templateListSchema, { signal });
}

/** One template with its questions in order. */
export function getTemplate(id: string, { signal }: Options = {}): Promise<Template> {
  return http.getJson(templatePath(id), templateSchema, { signal });
}

export function createTemplate(body: CreateTemplate, { signal }: Options = {}): Promise<Template> {
  return saved(http.sendJson('POST', 'templates', body, templateSchema, { signal }));
}

export function renameTemplate(id: string, name: string, { signal }: Options = {}): Promise<Template> {
  const body: RenameTemplate = { name };
  return saved(http.sendJson('PUT', templatePath(id), body, templateSchema, { signal }));
}

/** Meetings analysed with it keep their answers and are left without a template. */
export async function deleteTemplate(id: string, { signal }: Options = {}): Promise<void> {
  await http.sendJson('DELETE', templatePath(id), undefined, z.unknown(), { signal });
  announce({ type: 'templates.removed', templateId: id });
}

export function shareTemplate(id: string, isShared: boolean, { signal }: Options = {}): Promise<Template> {
  const body: ShareTemplate = { isShared };
  return http.sendJson('PATCH', `templates/share/${encodeURIComponent(id)}`, body, templateSchema, {
    signal,
  });
}

/** A copy owned by the caller, named "<nome> (cópia)", unshared. */
export function duplicateTemplate(id: string, { signal }: Options = {}): Promise<Template> {
  return saved(http.sendJson('POST', `${templatePath(id)}/duplicate`, undefined, templateSchema, { signal }));
}

export function addQuestion(
  templateId: string,
  body: CreateQuestion,
  { signal }: Options = {},
): Promise<Template> {
  return saved(
    http.sendJson('POST', `${templatePath(templateId)}/questions`, body, templateSchema, { signal }),
  );
}

/** New wording, or a new position (the others move to make room). */
export function updateQuestion(
  templateId: string,
  questionId: string,
  body: UpdateQuestion,
  { signal }: Options = {},
): Promise<Template> {
  return saved(
    http.sendJson('PATCH', questionPath(templateId, questionId), body, templateSchema, { signal }),
  );
}

export function deleteQuestion(
  templateId: string,
  questionId: string,
  { signal }: Options = {},
): Promise<Template> {
  return saved(
    http.sendJson('DELETE', questionPath(templateId, questionId), undefined, templateSchema, { signal }),
  );
}

/** Better wordings and follow-ups for a question being typed. */
export async function suggestQuestions(question: string, { signal }: Options = {}): Promise<string[]> {
  const body: QuestionSuggestionsRequest = { question };
  const answer = await http.sendJson('POST', 'templates/ai-suggestions', body, questionSuggestionsSchema, {
    signal,
  });
  return answer.suggestions;
}

/**
 * Makes the template the caller's default for new meetings (or clears it), and answers the template as it is
 * now seen. The session reloads the user, whose templateId and isDefaultTemplate changed.
 */
export async function setDefaultTemplate(
  templateId: string,
  isDefaultTemplate: boolean,
  { signal }: Options = {},
): Promise<Template> {
  const body: DefaultTemplate = { isDefaultTemplate };
  const user = await http.sendJson(
    'PATCH',
    `users/settings/share-template/${encodeURIComponent(templateId)}`,
    body,
    userSchema,
    { signal },
  );
  announceUserChange(user);
  return saved(getTemplate(templateId, { signal }));
}
