import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  createQuestionSchema,
  createTemplateSchema,
  defaultTemplateSchema,
  questionSuggestionsRequestSchema,
  questionSuggestionsSchema,
  renameTemplateSchema,
  shareTemplateSchema,
  templateListSchema,
  templateQuestionListSchema,
  templateSchema,
  updateQuestionSchema,
} from '../../../src/api-contract/template.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * Question templates (spec section 7, Templates), mounted at `/api`: the spec puts them under three prefixes
 * (`/templates`, `/load/template`, `/users/settings/share-template`). A bad body is a 400 naming its first
 * problem in Portuguese.
 */
export function templatesRoutes({ templates }: Pick<Domain, 'templates'>) {
  return (
    new Hono<ApiEnv>()
      .get('/templates', async (c) =>
        sendParsed(c, templateListSchema, await templates.list(c.get('caller'))),
      )
      .post('/templates', async (c) => {
        const body = await readJson(c, createTemplateSchema, 'first-issue');
        return sendParsed(c, templateSchema, await templates.create(c.get('caller'), body));
      })
      // Before /templates/:id: "ai-suggestions" and "share" are not template ids.
      .post('/templates/ai-suggestions', async (c) => {
        const { question } = await readJson(c, questionSuggestionsRequestSchema, 'first-issue');
        return sendParsed(c, questionSuggestionsSchema, await templates.suggestions(question));
      })
      .patch('/templates/share/:id', async (c) => {
        const { isShared } = await readJson(c, shareTemplateSchema, 'first-issue');
        return sendParsed(
          c,
          templateSchema,
          await templates.share(c.get('caller'), c.req.param('id'), isShared),
        );
      })
      .get('/templates/:id', async (c) =>
        sendParsed(c, templateSchema, await templates.read(c.get('caller'), c.req.param('id'))),
      )
      .get('/load/template/:id', async (c) =>
        sendParsed(c, templateSchema, await templates.read(c.get('caller'), c.req.param('id'))),
      )
      .put('/templates/:id', async (c) => {
        const { name } = await readJson(c, renameTemplateSchema, 'first-issue');
        return sendParsed(
          c,
          templateSchema,
          await templates.rename(c.get('caller'), c.req.param('id'), name),
        );
      })
      .delete('/templates/:id', async (c) => {
        await templates.remove(c.get('caller'), c.req.param('id'));
        return c.body(null, 204);
      })
      .post('/templates/:id/duplicate', async (c) =>
        sendParsed(c, templateSchema, await templates.duplicate(c.get('caller'), c.req.param('id'))),
      )
      .get('/templates/:id/questions', async (c) =>
        sendParsed(
          c,
          templateQuestionListSchema,
          await templates.questions(c.get('caller'), c.req.param('id')),
        ),
      )
      .post('/templates/:id/questions', async (c) => {
        const body = await readJson(c, createQuestionSchema, 'first-issue');
        const template = await templates.addQuestion(c.get('caller'), c.req.param('id'), body);
        return sendParsed(c, templateSchema, template);
      })
      .patch('/templates/:id/questions/:questionId', async (c) => {
        const body = await readJson(c, updateQuestionSchema, 'first-issue');
        const { id, questionId } = c.req.param();
        return sendParsed(
          c,
          templateSchema,
          await templates.updateQuestion(c.get('caller'), id, questionId, body),
        );
      })
      .delete('/templates/:id/questions/:questionId', async (c) => {
        const { id, questionId } = c.req.param();
        return sendParsed(c, templateSchema, await templates.deleteQuestion(c.get('caller'), id, questionId));
      })
      .patch('/users/settings/share-template/:templateId', async (c) => {
        const { isDefaultTemplate } = await readJson(c, defaultTemplateSchema, 'first-issue');
        const user = await templates.setDefault(
          c.get('caller'),
          c.req.param('templateId'),
          isDefaultTemplate,
        );
        return sendParsed(c, userSchema, user);
      })
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const templatesOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/templates',
    summary: 'The templates the caller may use',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    answers: { 200: { description: 'The templates', json: templateListSchema } },
  },
  {
    method: 'POST',
    path: '/api/templates',
    summary: 'Creates a template with its questions',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    body: { json: createTemplateSchema },
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'POST',
    path: '/api/templates/ai-suggestions',
    summary: 'Questions the AI suggests from one question',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    body: { json: questionSuggestionsRequestSchema },
    answers: { 200: { description: 'The suggestions', json: questionSuggestionsSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/templates/share/:id',
    summary: 'Shares a template with the company, or stops sharing it',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    body: { json: shareTemplateSchema },
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'GET',
    path: '/api/templates/:id',
    summary: 'One template with its questions',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'GET',
    path: '/api/load/template/:id',
    summary: 'One template with its questions (the meeting page reads it here)',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'PUT',
    path: '/api/templates/:id',
    summary: 'Renames a template',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    body: { json: renameTemplateSchema },
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/templates/:id',
    summary: 'Deletes a template',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    answers: { 204: { description: 'Deleted' } },
  },
  {
    method: 'POST',
    path: '/api/templates/:id/duplicate',
    summary: 'Copies a template with its questions',
    tag: 'Templates',
    auth: 'user',
    answers: { 200: { description: 'The copy', json: templateSchema } },
  },
  {
    method: 'GET',
    path: '/api/templates/:id/questions',
    summary: "A template's questions",
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    answers: { 200: { description: 'The questions', json: templateQuestionListSchema } },
  },
  {
    method: 'POST',
    path: '/api/templates/:id/questions',
    summary: 'Adds a question to a template',
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    body: { json: createQuestionSchema },
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/templates/:id/questions/:questionId',
    summary: "Changes a template's question",
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    body: { json: updateQuestionSchema },
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/templates/:id/questions/:questionId',
    summary: "Removes a template's question",
    tag: 'Templates',
    specSection: '7. Calls (Templates)',
    auth: 'user',
    answers: { 200: { description: 'The template', json: templateSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/users/settings/share-template/:templateId',
    summary: "Makes a template the caller's default, or not",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: defaultTemplateSchema },
    answers: { 200: { description: 'The user', json: userSchema } },
  },
];
