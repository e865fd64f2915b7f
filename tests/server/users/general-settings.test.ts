import { expect, test } from 'vitest';
import { emailMeetingValues, importMeetingValues } from '../../../src/domain/meeting-preferences.ts';
import { templateSchema } from '../../../src/api-contract/template.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { templates as seededTemplates } from '../../../server/db/seed/templates.ts';
import { refusalMessage, serverForFile } from '../support/file-server.ts';
import { accounts } from '../support/seed-facts.ts';
import { startOn } from '../support/test-server.ts';

const path = '/api/users/settings/general';
const server = serverForFile(() => startOn('pglite'));
const { call, tokenOf } = server;

async function createTemplate(email: string, name: string) {
  const response = await call(email, 'POST', '/api/templates', { name, questions: ['Qual o orçamento?'] });
  expect(response.status).toBe(200);
  return templateSchema.parse(await response.json());
}
const me = async (email: string) =>
  userSchema.parse(await (await call(email, 'GET', '/api/users/me')).json());

test('the seller saves importMeeting, emailMeeting and a default template, and /me answers them', async () => {
  const seller = accounts.seller.email;
  const body = {
    importMeeting: importMeetingValues.withExternalGuests,
    emailMeeting: emailMeetingValues.ownerAndColleagues,
    templateId: seededTemplates.bant.id,
  };
  const response = await call(seller, 'PATCH', path, body);
  expect(response.status).toBe(200);
  const saved = userSchema.parse(await response.json());
  expect(saved).toMatchObject({ ...body, isDefaultTemplate: true, id: accounts.seller.id });
  expect(await me(seller)).toMatchObject({ ...body, isDefaultTemplate: true });

  // No default template: both fields say so.
  const cleared = await call(seller, 'PATCH', path, { ...body, templateId: null });
  expect(userSchema.parse(await cleared.json())).toMatchObject({
    templateId: null,
    isDefaultTemplate: false,
  });
  // Someone else's settings are untouched.
  expect(await me(accounts.fernanda.email)).toMatchObject({ importMeeting: 0, emailMeeting: 0 });
});

test('the default template may be the own, a shared or a ready-made one, and nothing else (404)', async () => {
  const seller = accounts.seller.email;
  const settings = { importMeeting: 0, emailMeeting: 0 };
  const own = await createTemplate(seller, 'Meu modelo de geral');
  expect((await call(seller, 'PATCH', path, { ...settings, templateId: own.id })).status).toBe(200);

  // A colleague's unshared template, another company's template, a made-up id, not an id at all.
  const colleagues = await createTemplate(accounts.fernanda.email, 'Modelo só da Fernanda');
  const outsiders = await createTemplate(accounts.otherCompany.email, 'Modelo da outra empresa');
  for (const templateId of [colleagues.id, outsiders.id, crypto.randomUUID(), 'nao-e-um-id']) {
    expect(await refusalMessage(await call(seller, 'PATCH', path, { ...settings, templateId }), 404)).toBe(
      'Modelo não encontrado.',
    );
  }
  // The refused saves changed nothing.
  expect(await me(seller)).toMatchObject({ templateId: own.id, isDefaultTemplate: true });
});

test('bad bodies are refused in Portuguese (400) and change nothing', async () => {
  const seller = accounts.leader.email;
  const good = { importMeeting: 1, emailMeeting: 1, templateId: null };
  expect((await call(seller, 'PATCH', path, good)).status).toBe(200);
  const cases: [unknown, string][] = [
    [{ ...good, importMeeting: 4 }, 'Opção de importação de reuniões inválida.'],
    [{ ...good, importMeeting: '1' }, 'Informe quais reuniões importar da agenda (importMeeting).'],
    [{ ...good, emailMeeting: -1 }, 'Opção de e-mail da reunião inválida.'],
    [{ importMeeting: 1, templateId: null }, 'Informe quem recebe o e-mail da reunião (emailMeeting).'],
    [{ importMeeting: 1, emailMeeting: 1 }, 'Informe o modelo padrão ou null (templateId).'],
  ];
  for (const [body, message] of cases) {
    expect(await refusalMessage(await call(seller, 'PATCH', path, body), 400)).toBe(message);
  }
  const malformed = await fetch(`${server.baseUrl}${path}`, {
    method: 'PATCH',
    headers: { authorization: await tokenOf(seller), 'content-type': 'application/json' },
    body: '{',
  });
  expect(await refusalMessage(malformed, 400)).toBe('Corpo da requisição não é um JSON válido.');
  expect(await me(seller)).toMatchObject(good);
  const anonymous = await fetch(`${server.baseUrl}${path}`, { method: 'PATCH', body: JSON.stringify(good) });
  expect(anonymous.status).toBe(401);
});
