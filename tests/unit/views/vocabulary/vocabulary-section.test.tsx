import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { vocabularyMachine } from '../../../../src/machines/vocabulary/vocabulary.machine.ts';
import type { Vocabulary } from '../../../../src/api-contract/vocabulary.ts';
import { VocabularyContext } from '../../../../src/views/vocabulary/vocabulary-context.ts';
import { VocabularyScreen } from '../../../../src/views/vocabulary/VocabularyScreen.tsx';
import { duplicateWordRefusal, hubspot, protheus } from '../../../model/vocabulary/vocabulary.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderVocabulary(add: (word: string) => Promise<Vocabulary> = async () => protheus) {
  const logic = vocabularyMachine.provide({
    actors: {
      loadWords: fromPromise(async () => [hubspot]),
      addWord: fromPromise(({ input }) => add(input.word)),
      removeWord: fromPromise<void, { id: string }>(async () => undefined),
    },
  });
  renderView(
    <VocabularyContext.Provider logic={logic}>
      <VocabularyScreen />
    </VocabularyContext.Provider>,
  );
}

describe('company vocabulary section', () => {
  it('adds a word, refuses a duplicate in any case keeping what was typed, and removes a word', async () => {
    const add = vi.fn<(word: string) => Promise<Vocabulary>>(async () => protheus);
    renderVocabulary(add);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Nova palavra' });
    await user.type(field, 'hubspot');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Esta palavra já está no vocabulário da empresa.')).toBeTruthy();
    expect(field).toHaveProperty('value', 'hubspot');
    expect(add).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'Protheus');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = await screen.findByRole('list', { name: 'Palavras do vocabulário' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(field).toHaveProperty('value', '');

    await user.click(screen.getByRole('button', { name: 'Remover HubSpot' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('refuses an empty word under the field, the focus staying on the button, until a word is removed', async () => {
    const add = vi.fn<(word: string) => Promise<Vocabulary>>(async () => protheus);
    renderVocabulary(add);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Nova palavra' });
    await user.type(field, '  ');
    const button = screen.getByRole('button', { name: 'Adicionar' });
    await user.click(button);
    expect(await screen.findByText('Informe a palavra.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(field).toHaveProperty('value', '  ');
    await user.type(field, 'Pro');
    expect(screen.getByText('Informe a palavra.')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remover HubSpot' }));
    await waitFor(() => expect(screen.queryByText('Informe a palavra.')).toBeNull());
  });

  it("adds the word trimmed; an empty one's refusal replaces the server's", async () => {
    const add = vi
      .fn<(word: string) => Promise<Vocabulary>>()
      .mockRejectedValueOnce(duplicateWordRefusal)
      .mockResolvedValue(protheus);
    renderVocabulary(add);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Nova palavra' });
    await user.type(field, '  Protheus {Enter}');
    expect(await screen.findByText(/^Não foi possível adicionar a palavra:/)).toBeTruthy();
    expect(add).toHaveBeenCalledWith('Protheus');
    expect(field).toHaveProperty('value', '  Protheus ');
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Informe a palavra.')).toBeTruthy();
    expect(screen.queryByText(/^Não foi possível adicionar a palavra:/)).toBeNull();
    await user.type(field, '  Protheus {Enter}');
    const list = screen.getByRole('list', { name: 'Palavras do vocabulário' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(field).toHaveProperty('value', '');
    expect(add).toHaveBeenLastCalledWith('Protheus');
  });

  it('says why the server refused a word and keeps it typed', async () => {
    renderVocabulary(() => Promise.reject(duplicateWordRefusal));
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Nova palavra' });
    await user.type(field, 'Salesforce');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText(/Esta palavra já está no vocabulário da empresa\./)).toBeTruthy();
    expect(field).toHaveProperty('value', 'Salesforce');
  });
});
