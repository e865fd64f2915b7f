import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { TemplateEdit } from '../../../../src/machines/templates/actors.ts';
import { templateEditorMachine } from '../../../../src/machines/templates/template-editor.machine.ts';
import { templateListMachine } from '../../../../src/machines/templates/template-list.machine.ts';
import type { Template, TemplateSummary } from '../../../../src/api-contract/template.ts';
import { TemplateListContext } from '../../../../src/views/templates/templates-context.ts';
import { TemplatesScreen } from '../../../../src/views/templates/TemplatesScreen.tsx';
import {
  copyOfReadyMade,
  forbiddenTemplateError,
  ownTemplate,
  readyMadeTemplate,
  templateSummaries,
  templatesNetworkError,
} from '../../../model/templates/templates.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

type Fakes = {
  loadTemplates?: () => Promise<TemplateSummary[]>;
  saveEdit?: (edit: TemplateEdit) => Promise<Template>;
  suggest?: (question: string) => Promise<string[]>;
  deleteTemplate?: () => Promise<void>;
  createTemplate?: (name: string) => Promise<Template>;
};

const byId = (id: string) =>
  [ownTemplate, readyMadeTemplate, copyOfReadyMade].find((item) => item.id === id)!;

function renderPage(fakes: Fakes = {}) {
  const editor = templateEditorMachine.provide({
    actors: {
      loadTemplate: fromPromise<Template, { templateId: string }>(async ({ input }) =>
        byId(input.templateId),
      ),
      saveEdit: fromPromise<Template, { templateId: string; edit: TemplateEdit }>(({ input }) =>
        (fakes.saveEdit ?? (async () => ownTemplate))(input.edit),
      ),
      suggestQuestions: fromPromise<string[], { question: string }>(({ input }) =>
        (fakes.suggest ?? (async () => []))(input.question),
      ),
      deleteTemplate: fromPromise<void, { templateId: string }>(() =>
        (fakes.deleteTemplate ?? (async () => {}))(),
      ),
      duplicateTemplate: fromPromise<Template, { templateId: string }>(async () => copyOfReadyMade),
    },
  });
  const list = templateListMachine.provide({
    actors: {
      loadTemplates: fromPromise(fakes.loadTemplates ?? (async () => templateSummaries)),
      createTemplate: fromPromise<Template, { name: string }>(({ input }) =>
        (fakes.createTemplate ?? (async () => ownTemplate))(input.name),
      ),
      watchTemplateChanges: fromCallback(() => () => {}),
      templateEditor: editor,
    },
  });
  renderView(
    <TemplateListContext.Provider logic={list}>
      <TemplatesScreen />
    </TemplateListContext.Provider>,
  );
  return userEvent.setup();
}

const list = () => screen.findByRole('list', { name: 'Todos os modelos' });
const item = async (name: string) => within(await list()).getByRole('button', { name });

describe('templates page', () => {
  it('lists the templates with their owner and badges; a ready-made one is read-only and offers Duplicar', async () => {
    const user = renderPage();
    const readyMade = await item('BANT');
    expect(readyMade.closest('li')?.textContent).toContain('Pronto da empresa');
    expect((await item('Descoberta')).closest('li')?.textContent).toContain('Seu · 2 perguntas');

    await user.click(readyMade);
    const heading = await screen.findByRole('heading', { level: 2, name: 'BANT' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/só um administrador pode alterá-lo/)).toBeTruthy();
    expect(screen.getByText('1. Qual é o orçamento disponível?')).toBeTruthy();
    expect(screen.queryByLabelText('Nova pergunta')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByLabelText('Compartilhar com a empresa')).toBeNull();

    // Duplicating opens the copy, now the seller's own and editable.
    await user.click(screen.getByRole('button', { name: 'Duplicar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'BANT (cópia)' })).toBeTruthy();
    expect(await screen.findByLabelText('Nova pergunta')).toBeTruthy();
  });

  it('suggestions appear when typing pauses; a picked one fills the new question, which is then added', async () => {
    const suggest = vi.fn<(question: string) => Promise<string[]>>(async () => [
      'Como vocês definem o orçamento?',
      'Quem aprova o orçamento?',
    ]);
    const saveEdit = vi.fn<(edit: TemplateEdit) => Promise<Template>>(async () => ownTemplate);
    const user = renderPage({ suggest, saveEdit });
    await user.click(await item('Descoberta'));
    const field = await screen.findByLabelText('Nova pergunta');
    await user.type(field, 'Vocês têm orçamento?');
    const pick = await screen.findByRole(
      'button',
      { name: 'Usar: Quem aprova o orçamento?' },
      { timeout: 3000 },
    );
    // Typing restarted the wait on every key: one request, for the whole question.
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('Vocês têm orçamento?');
    await user.click(pick);
    expect((field as HTMLInputElement).value).toBe('Quem aprova o orçamento?');
    expect(screen.queryByRole('button', { name: /^Usar:/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect(saveEdit).toHaveBeenCalledWith({ kind: 'addQuestion', text: 'Quem aprova o orçamento?' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('a blank new question is not added (the button stays disabled); a typed one is added trimmed', async () => {
    const saveEdit = vi.fn<(edit: TemplateEdit) => Promise<Template>>(async () => ownTemplate);
    const user = renderPage({ saveEdit });
    await user.click(await item('Descoberta'));
    const field = await screen.findByLabelText('Nova pergunta');
    await user.type(field, '   {Enter}');
    const add = screen.getByRole('button', { name: 'Adicionar pergunta' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '  Quem decide a compra?  {Enter}');
    await waitFor(() =>
      expect(saveEdit).toHaveBeenCalledWith({ kind: 'addQuestion', text: 'Quem decide a compra?' }),
    );
    expect(saveEdit).toHaveBeenCalledTimes(1);
  });

  it('a failed suggestion request just shows none', async () => {
    const user = renderPage({ suggest: () => Promise.reject(templatesNetworkError) });
    await user.click(await item('Descoberta'));
    await user.type(await screen.findByLabelText('Nova pergunta'), 'Quem decide a compra?');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('button', { name: /^Usar:/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves a question with its buttons, and edits the name, sharing and default', async () => {
    const saveEdit = vi.fn<(edit: TemplateEdit) => Promise<Template>>(async () => ownTemplate);
    const user = renderPage({ saveEdit });
    await user.click(await item('Descoberta'));
    const moveDown = await screen.findAllByRole('button', { name: 'Mover para baixo' });
    expect(moveDown[1]).toHaveProperty('disabled', true);
    await user.click(moveDown[0]!);
    expect(saveEdit).toHaveBeenCalledWith({ kind: 'moveQuestion', questionId: 'q1', position: 2 });

    const name = await screen.findByLabelText('Nome do modelo');
    await user.clear(name);
    await user.type(name, 'Descoberta 2');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(saveEdit).toHaveBeenCalledWith({ kind: 'rename', name: 'Descoberta 2' });
    await waitFor(() =>
      expect(screen.getByLabelText('Compartilhar com a empresa')).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByLabelText('Compartilhar com a empresa'));
    expect(saveEdit).toHaveBeenCalledWith({ kind: 'share', isShared: true });
    await waitFor(() =>
      expect(screen.getByLabelText('Usar como meu modelo padrão nas novas reuniões')).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await user.click(screen.getByLabelText('Usar como meu modelo padrão nas novas reuniões'));
    expect(saveEdit).toHaveBeenCalledWith({ kind: 'default', isDefault: true });
  });

  it('a refused write says why in Portuguese and shows what the server has', async () => {
    const user = renderPage({ saveEdit: () => Promise.reject(forbiddenTemplateError) });
    await user.click(await item('Descoberta'));
    await user.click((await screen.findAllByRole('button', { name: 'Mover para baixo' }))[0]!);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Somente o dono do modelo pode alterá-lo.',
    );
    const values = screen
      .getAllByRole('textbox', { name: /^Pergunta \d$/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(values).toEqual(['Como funciona o processo hoje?', 'Quem decide a compra?']);
  });

  it('deleting asks first, says where the template is in use, and gives the focus back to the list', async () => {
    const deleteTemplate = vi.fn<() => Promise<void>>(async () => {});
    const user = renderPage({ deleteTemplate });
    await user.click(await item('Descoberta'));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o modelo “Descoberta”?' });
    expect(dialog.textContent).toContain('Ele é usado em 2 reuniões.');
    expect(dialog.textContent).toContain('É o modelo padrão de 1 pessoa.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Manter modelo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir modelo' }));
    expect(deleteTemplate).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Todos os modelos' })),
    );
    expect(within(await list()).queryByRole('button', { name: 'Descoberta' })).toBeNull();
  });

  it('a new template needs a name: a blank one is refused in place, a typed one is sent trimmed', async () => {
    const createTemplate = vi.fn<(name: string) => Promise<Template>>(async () => ownTemplate);
    const user = renderPage({ createTemplate });
    await user.click(await screen.findByRole('button', { name: 'Novo modelo' }));
    const field = await screen.findByLabelText('Nome do modelo');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Criar modelo' }));
    expect(await screen.findByText('Informe o nome do modelo.')).toBeTruthy();
    expect(createTemplate).not.toHaveBeenCalled();
    await user.type(field, 'Fechamento ');
    await waitFor(() => expect(screen.queryByText('Informe o nome do modelo.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Criar modelo' }));
    await waitFor(() => expect(createTemplate).toHaveBeenCalledWith('Fechamento'));
  });

  it('a blank rename is refused in place and keeps the template as it is', async () => {
    const saveEdit = vi.fn<(edit: TemplateEdit) => Promise<Template>>(async () => ownTemplate);
    const user = renderPage({ saveEdit });
    await user.click(await item('Descoberta'));
    const name = await screen.findByLabelText('Nome do modelo');
    await user.clear(name);
    await user.type(name, '  ');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Informe o nome do modelo.')).toBeTruthy();
    expect(saveEdit).not.toHaveBeenCalled();
  });

  it('a reworded question is sent trimmed; a blank or unchanged one is not sent', async () => {
    const saveEdit = vi.fn<(edit: TemplateEdit) => Promise<Template>>(async () => ownTemplate);
    const user = renderPage({ saveEdit });
    await user.click(await item('Descoberta'));
    const first = await screen.findByRole('textbox', { name: 'Pergunta 1' });
    const save = () => user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    await save();
    await user.clear(first);
    await user.type(first, '   ');
    await save();
    expect(saveEdit).not.toHaveBeenCalled();
    await user.clear(first);
    await user.type(first, ' Como é o processo hoje? ');
    await save();
    await waitFor(() =>
      expect(saveEdit).toHaveBeenCalledWith({
        kind: 'rewordQuestion',
        questionId: 'q1',
        text: 'Como é o processo hoje?',
      }),
    );
    expect(saveEdit).toHaveBeenCalledTimes(1);
  });

  it('a list that failed to load says why and retries', async () => {
    const loadTemplates = vi
      .fn<() => Promise<TemplateSummary[]>>()
      .mockRejectedValueOnce(templatesNetworkError)
      .mockResolvedValue(templateSummaries);
    const user = renderPage({ loadTemplates });
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await item('BANT')).toBeTruthy();
  });
});
