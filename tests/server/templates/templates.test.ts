import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { meetingAnswersSchema } from '../../../src/api-contract/meeting-detail.ts';
import {
  questionSuggestionsSchema,
  templateListSchema,
  templateMessages,
  templateQuestionListSchema,
  templateSchema,
  type Template,
} from '../../../src/api-contract/template.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { templates as seededTemplates } from '../../../server/db/seed/templates.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, meetingIdAt, meetingPlan } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

const seller = accounts.seller.email;
const leader = accounts.leader.email;
const admin = accounts.admin.email;
const outsider = accounts.otherCompany.email;
const bant = seededTemplates.bant.id;
const sellerDone = meetingIdAt(
  meetingPlan.findIndex(
    (plan) => plan.owner === 'seller' && plan.status === 'done' && plan.kind === 'descoberta',
  ),
);

describeOnEveryDatabase('question templates', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);

  async function call(email: string, method: string, path: string, body?: unknown) {
    return fetch(`${server().baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: await tokenOf(email),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function ok(response: Response): Promise<unknown> {
    const body: unknown = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status: 200 });
    return body;
  }

  const template = async (response: Response) => templateSchema.parse(await ok(response));

  async function refused(response: Response, status: number, message: string) {
    const body = apiErrorSchema.parse(await response.json());
    expect({ status: response.status, message: body.message }).toEqual({ status, message });
  }

  const create = (email: string, name: string, questions?: string[]) =>
    call(email, 'POST', '/templates', { name, questions }).then(template);

  const texts = (value: Template) => value.questions.map((question) => question.text);
  const positions = (value: Template) => value.questions.map((question) => question.position);

  test('the list holds the company ready-made templates, with no owner, changed only by an admin', async () => {
    const list = templateListSchema.parse(await ok(await call(seller, 'GET', '/templates')));
    const readyMade = list.filter((item) => item.owner === null).map((item) => item.name);
    expect(readyMade).toEqual(expect.arrayContaining(['BANT', 'SPIN Selling', 'GPCTBA/C&I', 'MEDDIC']));
    const bantSummary = list.find((item) => item.id === bant);
    expect(bantSummary).toMatchObject({ isMine: false, mayChange: false, isShared: true, questionCount: 4 });
    expect(bantSummary?.usage.meetings).toBeGreaterThan(0);
    const asAdmin = templateListSchema.parse(await ok(await call(admin, 'GET', '/templates')));
    expect(asAdmin.find((item) => item.id === bant)?.mayChange).toBe(true);

    const meddic = await template(await call(seller, 'GET', `/load/template/${seededTemplates.meddic.id}`));
    expect(texts(meddic)).toEqual(seededTemplates.meddic.questions);
    expect(positions(meddic)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('create, read, rename and delete a template of one’s own', async () => {
    const created = await create(seller, '  Discovery inicial  ', ['Como funciona hoje?', 'Quem decide?']);
    expect(created).toMatchObject({
      name: 'Discovery inicial',
      isMine: true,
      mayChange: true,
      isShared: false,
      owner: { id: accounts.seller.id, name: 'Lucas Almeida' },
      questionCount: 2,
      usage: { meetings: 0, defaultFor: 0 },
    });
    expect(positions(created)).toEqual([1, 2]);
    expect(await template(await call(seller, 'GET', `/templates/${created.id}`))).toEqual(created);
    expect(await template(await call(seller, 'GET', `/load/template/${created.id}`))).toEqual(created);

    const renamed = await template(
      await call(seller, 'PUT', `/templates/${created.id}`, { name: 'Discovery' }),
    );
    expect(renamed.name).toBe('Discovery');
    const list = templateListSchema.parse(await ok(await call(seller, 'GET', '/templates')));
    expect(list[0]?.isMine).toBe(true);
    expect(list.find((item) => item.id === created.id)?.name).toBe('Discovery');

    expect((await call(seller, 'DELETE', `/templates/${created.id}`)).status).toBe(204);
    await refused(await call(seller, 'GET', `/templates/${created.id}`), 404, templateMessages.notFound);
    await refused(await call(seller, 'DELETE', `/templates/${created.id}`), 404, templateMessages.notFound);
  });

  test('questions are added, reworded, moved and deleted, positions staying 1..n', async () => {
    const { id } = await create(seller, 'Perguntas em ordem', ['A?', 'B?', 'C?']);
    const path = `/templates/${id}/questions`;
    let current = await template(await call(seller, 'POST', path, { text: 'D?' }));
    expect(texts(current)).toEqual(['A?', 'B?', 'C?', 'D?']);
    current = await template(await call(seller, 'POST', path, { text: 'Zero?', position: 1 }));
    expect(texts(current)).toEqual(['Zero?', 'A?', 'B?', 'C?', 'D?']);
    // A position past the end means last.
    current = await template(await call(seller, 'POST', path, { text: 'Fim?', position: 99 }));
    expect(texts(current)).toEqual(['Zero?', 'A?', 'B?', 'C?', 'D?', 'Fim?']);

    const idOf = (text: string) => current.questions.find((question) => question.text === text)!.id;
    current = await template(await call(seller, 'PATCH', `${path}/${idOf('A?')}`, { text: 'A reescrita?' }));
    expect(texts(current)).toEqual(['Zero?', 'A reescrita?', 'B?', 'C?', 'D?', 'Fim?']);
    current = await template(await call(seller, 'PATCH', `${path}/${idOf('Fim?')}`, { position: 1 }));
    expect(texts(current)).toEqual(['Fim?', 'Zero?', 'A reescrita?', 'B?', 'C?', 'D?']);
    current = await template(await call(seller, 'PATCH', `${path}/${idOf('Zero?')}`, { position: 5 }));
    expect(texts(current)).toEqual(['Fim?', 'A reescrita?', 'B?', 'C?', 'Zero?', 'D?']);
    const deleted = idOf('B?');
    current = await template(await call(seller, 'DELETE', `${path}/${deleted}`));
    expect(texts(current)).toEqual(['Fim?', 'A reescrita?', 'C?', 'Zero?', 'D?']);
    expect(positions(current)).toEqual([1, 2, 3, 4, 5]);

    const listed = templateQuestionListSchema.parse(await ok(await call(seller, 'GET', path)));
    expect(listed).toEqual(current.questions);
    await refused(
      await call(seller, 'PATCH', `${path}/${deleted}`, { text: 'x' }),
      404,
      templateMessages.questionNotFound,
    );
    // A ready-made template refuses a seller before its questions are looked at.
    await refused(
      await call(seller, 'DELETE', `/templates/${bant}/questions/${idOf('C?')}`),
      403,
      templateMessages.companyTemplateAdminOnly,
    );
  });

  test('questions added at the same instant take turns: every one is kept, positions 1..n', async () => {
    const created = await create(seller, `Concorrência ${Date.now()}`);
    const texts = Array.from({ length: 8 }, (_, index) => `Pergunta simultânea ${index + 1}?`);
    const responses = await Promise.all(
      texts.map((text) => call(seller, 'POST', `/templates/${created.id}/questions`, { text })),
    );
    expect(responses.map((response) => response.status)).toEqual(texts.map(() => 200));
    const stored = templateQuestionListSchema.parse(
      await ok(await call(seller, 'GET', `/templates/${created.id}/questions`)),
    );
    expect(stored.map((question) => question.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stored.map((question) => question.text).sort()).toEqual([...texts].sort());
    await call(seller, 'DELETE', `/templates/${created.id}`);
  });

  test('sharing shows a template to colleagues, who may use and duplicate it but not change it', async () => {
    const own = await create(seller, 'Roteiro do Lucas', ['Qual é a meta do trimestre?']);
    await refused(await call(leader, 'GET', `/templates/${own.id}`), 404, templateMessages.notFound);
    const leaderList = async () =>
      templateListSchema.parse(await ok(await call(leader, 'GET', '/templates')));
    expect((await leaderList()).some((item) => item.id === own.id)).toBe(false);

    const shared = await template(
      await call(seller, 'PATCH', `/templates/share/${own.id}`, { isShared: true }),
    );
    expect(shared.isShared).toBe(true);
    expect((await leaderList()).find((item) => item.id === own.id)).toMatchObject({
      owner: { id: accounts.seller.id, name: 'Lucas Almeida' },
      isMine: false,
      mayChange: false,
    });
    await refused(
      await call(leader, 'PUT', `/templates/${own.id}`, { name: 'Meu agora' }),
      403,
      templateMessages.ownerOnly,
    );
    await refused(await call(leader, 'DELETE', `/templates/${own.id}`), 403, templateMessages.ownerOnly);
    await refused(
      await call(leader, 'POST', `/templates/${own.id}/questions`, { text: 'Nova?' }),
      403,
      templateMessages.ownerOnly,
    );
    await refused(
      await call(leader, 'PATCH', `/templates/share/${own.id}`, { isShared: false }),
      403,
      templateMessages.ownerOnly,
    );

    const copy = await template(await call(leader, 'POST', `/templates/${own.id}/duplicate`));
    expect(copy).toMatchObject({ name: 'Roteiro do Lucas (cópia)', isMine: true, isShared: false });
    expect(copy.owner?.id).toBe(accounts.leader.id);
    expect(texts(copy)).toEqual(texts(own));
    expect(copy.questions[0]?.id).not.toBe(own.questions[0]?.id);

    await template(await call(seller, 'PATCH', `/templates/share/${own.id}`, { isShared: false }));
    await refused(await call(leader, 'GET', `/templates/${own.id}`), 404, templateMessages.notFound);
    // The copy is the leader's own, whatever happens to the original.
    expect((await template(await call(leader, 'GET', `/templates/${copy.id}`))).name).toBe(copy.name);
  });

  test('ready-made templates: a seller duplicates one, only an admin changes one', async () => {
    const gpctba = seededTemplates.gpctba.id;
    await refused(
      await call(seller, 'PUT', `/templates/${gpctba}`, { name: 'Outro' }),
      403,
      templateMessages.companyTemplateAdminOnly,
    );
    const copy = await template(await call(seller, 'POST', `/templates/${gpctba}/duplicate`));
    expect(copy).toMatchObject({ name: 'GPCTBA/C&I (cópia)', mayChange: true });
    expect(texts(copy)).toEqual(seededTemplates.gpctba.questions);

    const renamed = await template(await call(admin, 'PUT', `/templates/${gpctba}`, { name: 'GPCTBA' }));
    expect(renamed).toMatchObject({ name: 'GPCTBA', owner: null, mayChange: true });
    await template(await call(admin, 'PUT', `/templates/${gpctba}`, { name: seededTemplates.gpctba.name }));
  });

  test('another company’s template does not exist for the caller', async () => {
    await refused(await call(outsider, 'GET', `/templates/${bant}`), 404, templateMessages.notFound);
    await refused(await call(outsider, 'GET', `/load/template/${bant}`), 404, templateMessages.notFound);
    await refused(
      await call(outsider, 'PUT', `/templates/${bant}`, { name: 'x' }),
      404,
      templateMessages.notFound,
    );
    await refused(
      await call(outsider, 'POST', `/templates/${bant}/duplicate`),
      404,
      templateMessages.notFound,
    );
    await refused(
      await call(outsider, 'PATCH', `/users/settings/share-template/${bant}`, { isDefaultTemplate: true }),
      404,
      templateMessages.notFound,
    );
    await refused(await call(seller, 'GET', '/templates/nao-e-um-id'), 404, templateMessages.notFound);
    const list = templateListSchema.parse(await ok(await call(outsider, 'GET', '/templates')));
    expect(list.some((item) => item.id === bant)).toBe(false);
  });

  test('bad bodies are refused with a Portuguese message', async () => {
    expect.hasAssertions();
    const { id } = await create(seller, 'Validação', ['Uma?']);
    const questionId = (await template(await call(seller, 'GET', `/templates/${id}`))).questions[0]!.id;
    await refused(await call(seller, 'POST', '/templates', {}), 400, 'Informe o nome do modelo.');
    await refused(
      await call(seller, 'POST', '/templates', { name: '   ' }),
      400,
      'Informe o nome do modelo.',
    );
    await refused(
      await call(seller, 'POST', '/templates', { name: 'x'.repeat(121) }),
      400,
      'O nome do modelo pode ter no máximo 120 caracteres.',
    );
    await refused(
      await call(seller, 'POST', '/templates', { name: 'Ok', questions: [''] }),
      400,
      'Escreva a pergunta.',
    );
    await refused(
      await call(seller, 'POST', '/templates', '{não é json'),
      400,
      'Corpo da requisição não é um JSON válido.',
    );
    await refused(
      await call(seller, 'PUT', `/templates/${id}`, { name: '' }),
      400,
      'Informe o nome do modelo.',
    );
    await refused(
      await call(seller, 'PATCH', `/templates/share/${id}`, { isShared: 'sim' }),
      400,
      'Informe se o modelo é compartilhado (isShared).',
    );
    await refused(
      await call(seller, 'POST', `/templates/${id}/questions`, { text: ' ' }),
      400,
      'Escreva a pergunta.',
    );
    await refused(
      await call(seller, 'POST', `/templates/${id}/questions`, { text: 'Ok?', position: 0 }),
      400,
      'A posição da pergunta começa em 1.',
    );
    await refused(
      await call(seller, 'PATCH', `/templates/${id}/questions/${questionId}`, {}),
      400,
      'Informe o novo texto ou a nova posição da pergunta.',
    );
    await refused(
      await call(seller, 'PATCH', `/users/settings/share-template/${id}`, {}),
      400,
      'Informe se o modelo é o padrão (isDefaultTemplate).',
    );
    await refused(
      await call(seller, 'POST', '/templates/ai-suggestions', { question: '' }),
      400,
      'Escreva a pergunta.',
    );
  });

  test('a template becomes the caller’s default, and stops being it', async () => {
    const { id } = await create(leader, 'Padrão da Mariana');
    const path = `/users/settings/share-template/${id}`;
    const user = userSchema.parse(await ok(await call(leader, 'PATCH', path, { isDefaultTemplate: true })));
    expect(user).toMatchObject({ id: accounts.leader.id, templateId: id, isDefaultTemplate: true });
    const me = userSchema.parse(await ok(await call(leader, 'GET', '/users/me')));
    expect(me).toMatchObject({ templateId: id, isDefaultTemplate: true });
    const summary = await template(await call(leader, 'GET', `/templates/${id}`));
    expect(summary).toMatchObject({ isDefault: true, usage: { defaultFor: 1 } });
    // A ready-made one may be a default too; it replaces the previous one.
    await ok(
      await call(leader, 'PATCH', `/users/settings/share-template/${bant}`, { isDefaultTemplate: true }),
    );
    expect((await template(await call(leader, 'GET', `/templates/${id}`))).isDefault).toBe(false);
    const cleared = userSchema.parse(
      await ok(
        await call(leader, 'PATCH', `/users/settings/share-template/${bant}`, { isDefaultTemplate: false }),
      ),
    );
    expect(cleared).toMatchObject({ templateId: null, isDefaultTemplate: false });
  });

  test('deleting a template in use leaves its meetings without one, their answers still readable', async () => {
    const own = await create(seller, 'Em uso', ['Qual é o orçamento disponível para o projeto?']);
    const load = `/meetings/admin/load/template?meetingId=${sellerDone}&templateId=${own.id}`;
    const answers = meetingAnswersSchema.parse(await ok(await call(seller, 'GET', load)));
    expect(answers.map((answer) => answer.question)).toEqual(texts(own));
    await ok(
      await call(seller, 'PATCH', `/users/settings/share-template/${own.id}`, { isDefaultTemplate: true }),
    );
    expect((await template(await call(seller, 'GET', `/templates/${own.id}`))).usage).toEqual({
      meetings: 1,
      defaultFor: 1,
    });

    expect((await call(seller, 'DELETE', `/templates/${own.id}`)).status).toBe(204);
    const meeting = (await ok(await call(seller, 'GET', `/meetings/${sellerDone}`))) as {
      templateId: unknown;
    };
    expect(meeting.templateId).toBeNull();
    const kept = meetingAnswersSchema.parse(
      await ok(await call(seller, 'GET', `/meeting/answers/${sellerDone}`)),
    );
    expect(kept).toEqual(answers);
    expect(userSchema.parse(await ok(await call(seller, 'GET', '/users/me')))).toMatchObject({
      templateId: null,
      isDefaultTemplate: false,
    });
    // Back to the seeded template, as the other suites of this server expect.
    await ok(
      await call(seller, 'GET', `/meetings/admin/load/template?meetingId=${sellerDone}&templateId=${bant}`),
    );
  });

  test('suggestions while typing: open rewordings and follow-ups, never the typed question', async () => {
    const typed = 'Vocês têm orçamento para isso?';
    const { suggestions } = questionSuggestionsSchema.parse(
      await ok(await call(seller, 'POST', '/templates/ai-suggestions', { question: typed })),
    );
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions).not.toContain(typed);
    expect(suggestions[0]).toBe('O que vocês podem me contar sobre orçamento para isso?');
    expect(suggestions.some((text) => /orçamento|investimento|verba/i.test(text))).toBe(true);
  });
});
