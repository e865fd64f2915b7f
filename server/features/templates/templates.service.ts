import { displayName } from '../../../src/domain/display-name.ts';
import {
  templateMaxQuestions,
  templateNameMaxLength,
  type CreateQuestion,
  type CreateTemplate,
  type Template,
  type TemplateSummary,
  type UpdateQuestion,
} from '../../../src/api-contract/template.ts';
import type { User } from '../../../src/api-contract/user.ts';
import type { QuestionSuggester } from '../../providers/ai/suggestions/index.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import type { TemplateRecord } from './templates.repository.ts';

const copySuffix = ' (cópia)';

/** The owner changes their template; a ready-made one (no owner) only an administrator. */
const mayChange = (caller: Caller, template: TemplateRecord) =>
  template.ownerId === null ? caller.isAdmin : template.ownerId === caller.userId;

function summaryOf(caller: Caller, template: TemplateRecord): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    isShared: template.isShared,
    owner: template.ownerId ? { id: template.ownerId, name: displayName(template.owner) } : null,
    questionCount: template.questionCount,
    isMine: template.ownerId === caller.userId,
    mayChange: mayChange(caller, template),
    isDefault: template.isCallersDefault,
    usage: { meetings: template.meetingCount, defaultFor: template.defaultForCount },
    createdAt: template.createdAt.toISOString(),
  };
}

/**
 * Question templates, always from the caller's point of view: a template of another company, or a colleague's
 * unshared one, does not exist for them (404); one they see but may not change is a 403 that says who may.
 */
export function createTemplatesService(deps: { store: Store; suggester: QuestionSuggester }) {
  const { store } = deps;

  async function visible(caller: Caller, id: string, scope: Store = store): Promise<TemplateRecord> {
    const template = isUuid(id) ? await scope.templates.findVisible(caller, id) : undefined;
    if (!template) throw new DomainError('template-not-found');
    return template;
  }

  async function changeable(caller: Caller, id: string, scope: Store): Promise<TemplateRecord> {
    const template = await visible(caller, id, scope);
    if (!mayChange(caller, template)) {
      throw new DomainError(
        template.ownerId === null ? 'template-company-admin-only' : 'template-owner-only',
      );
    }
    return template;
  }

  async function read(caller: Caller, id: string, scope: Store = store): Promise<Template> {
    const template = await visible(caller, id, scope);
    return { ...summaryOf(caller, template), questions: await scope.templates.positionedQuestionsOf(id) };
  }

  /** Checks who may change the template, runs the change and answers the template as it now is, atomically. */
  const change = (
    caller: Caller,
    id: string,
    work: (scope: Store, template: TemplateRecord) => Promise<void>,
  ) =>
    store.transaction(async (tx) => {
      if (isUuid(id)) await tx.templates.lock(id);
      await work(tx, await changeable(caller, id, tx));
      return read(caller, id, tx);
    });

  async function questionAt(scope: Store, templateId: string, questionId: string) {
    const question = (await scope.templates.positionedQuestionsOf(templateId)).find(
      (q) => q.id === questionId,
    );
    if (!question) throw new DomainError('template-question-not-found');
    return question;
  }

  async function create(caller: Caller, name: string, questions: string[]): Promise<Template> {
    return store.transaction(async (tx) => {
      const id = await tx.templates.create(caller, name);
      for (const [index, text] of questions.entries()) await tx.templates.insertQuestion(id, text, index + 1);
      return read(caller, id, tx);
    });
  }

  return {
    async list(caller: Caller): Promise<TemplateSummary[]> {
      return (await store.templates.listVisible(caller)).map((template) => summaryOf(caller, template));
    },

    read: (caller: Caller, id: string) => read(caller, id),

    create: (caller: Caller, body: CreateTemplate) => create(caller, body.name, body.questions ?? []),

    /** Anyone who sees a template may copy it: the copy is theirs, unshared, with the same questions. */
    async duplicate(caller: Caller, id: string): Promise<Template> {
      const source = await read(caller, id);
      const name = `${source.name.slice(0, templateNameMaxLength - copySuffix.length)}${copySuffix}`;
      return create(
        caller,
        name,
        source.questions.map((question) => question.text),
      );
    },

    rename: (caller: Caller, id: string, name: string) =>
      change(caller, id, (tx, template) => tx.templates.rename(template.id, name)),

    share: (caller: Caller, id: string, isShared: boolean) =>
      change(caller, id, (tx, template) => tx.templates.setShared(template.id, isShared)),

    /**
     * Meetings analysed with it are left without a template and keep their stored answers; people who had it
     * as their default fall back to the company's first shared template (0008_templates.sql).
     */
    async remove(caller: Caller, id: string): Promise<void> {
      await store.transaction(async (tx) => {
        const template = await changeable(caller, id, tx);
        await tx.users.forgetDefaultTemplate(template.id);
        await tx.templates.remove(template.id);
      });
    },

    async questions(caller: Caller, id: string) {
      return (await read(caller, id)).questions;
    },

    addQuestion: (caller: Caller, id: string, body: CreateQuestion) =>
      change(caller, id, async (tx, template) => {
        if (template.questionCount >= templateMaxQuestions)
          throw new DomainError('template-too-many-questions');
        const last = template.questionCount + 1;
        await tx.templates.insertQuestion(template.id, body.text, Math.min(body.position ?? last, last));
      }),

    /** New wording and/or a new place: the questions in between shift by one. */
    updateQuestion: (caller: Caller, id: string, questionId: string, body: UpdateQuestion) =>
      change(caller, id, async (tx, template) => {
        const question = await questionAt(tx, template.id, questionId);
        if (body.text !== undefined) await tx.templates.rewordQuestion(template.id, question.id, body.text);
        const to = Math.min(body.position ?? question.position, template.questionCount);
        if (to !== question.position) await tx.templates.moveQuestion(template.id, question.position, to);
      }),

    deleteQuestion: (caller: Caller, id: string, questionId: string) =>
      change(caller, id, async (tx, template) => {
        const question = await questionAt(tx, template.id, questionId);
        await tx.templates.deleteQuestion(template.id, question.position);
      }),

    async suggestions(question: string): Promise<{ suggestions: string[] }> {
      return { suggestions: await deps.suggester.suggest(question) };
    },

    /** Any template the caller sees may be their default; the answer is their user, now with it. */
    async setDefault(caller: Caller, id: string, isDefault: boolean): Promise<User> {
      const template = await visible(caller, id);
      const user = await store.users.setDefaultTemplate(caller, template.id, isDefault);
      if (!user) throw new DomainError('user-not-found');
      return user;
    },
  };
}
