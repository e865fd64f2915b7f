import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SearchResults as Results } from '../../../../src/api-contract/search.ts';
import { conversationSearchMachine } from '../../../../src/machines/search/conversation-search/conversation-search.machine.ts';
import { ConversationSearchContext } from '../../../../src/views/search/conversation-search/conversation-search-context.ts';
import { SearchForm } from '../../../../src/views/search/conversation-search/SearchForm.tsx';
import { SearchResults } from '../../../../src/views/search/conversation-search/SearchResults.tsx';
import {
  foundResults,
  noResults,
  searchServerError,
} from '../../../model/search/conversation-search.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderResults(query: string, answers: (() => Promise<Results>)[]) {
  const logic = conversationSearchMachine.provide({
    actors: { search: fromPromise(() => (answers.shift() ?? (() => new Promise<never>(() => {})))()) },
  });
  renderView(
    <ConversationSearchContext.Provider logic={logic} options={{ input: { query } }}>
      <SearchResults />
    </ConversationSearchContext.Provider>,
  );
}

describe('/search, Buscar nas conversas', () => {
  it('lists each hit with its meeting, date, speaker and moment, the matched words marked, linking to that moment', async () => {
    renderResults('negociação quimerix', [async () => foundResults]);
    const results = await screen.findByRole('region', { name: 'Trechos encontrados' });
    expect(
      within(results).getByRole('heading', { name: '2 trechos encontrados para “negociação quimerix”' }),
    ).toBeTruthy();
    const [line, summary] = within(results).getAllByRole('listitem');
    expect(within(line!).getByText('Lucas Almeida em 1:05')).toBeTruthy();
    expect([...line!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'negociar',
      'Quimerix',
    ]);
    expect(line!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T14:00:00.000Z');
    const open = within(line!).getByRole('link', { name: 'Abrir Proposta para a Quimerix em 1:05' });
    expect(open.getAttribute('href')).toBe('/meetings/meeting-1?t=65');
    // The server's text is text: markup in it is shown, never interpreted.
    expect(within(summary!).getByText('No resumo')).toBeTruthy();
    expect(summary!.textContent).toContain('quer <b>fechar</b> em março.');
    expect(summary!.querySelector('b')).toBeNull();
    expect(
      within(summary!).getByRole('link', { name: 'Abrir Proposta para a Quimerix' }).getAttribute('href'),
    ).toBe('/meetings/meeting-1');
  });

  it('says in Portuguese when nothing matched', async () => {
    renderResults('xilofone', [async () => noResults]);
    expect(await screen.findByRole('heading', { name: 'Nada encontrado' })).toBeTruthy();
    expect(
      screen.getByText(
        'Nenhuma reunião que você pode ver fala de “xilofone”. Tente outras palavras, ou menos palavras.',
      ),
    ).toBeTruthy();
  });

  it('says the search failed and searches again on retry', async () => {
    renderResults('negociação quimerix', [
      () => Promise.reject(searchServerError()),
      async () => foundResults,
    ]);
    expect(await screen.findByText('Não foi possível buscar nas conversas')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Trechos encontrados' })).toBeTruthy();
  });

  it('the box asks for words when empty, and a search goes to its own address', async () => {
    const location = memoryLocation({ path: '/search', record: true });
    renderView(
      <Router hook={location.hook}>
        <SearchForm query="" />
      </Router>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Digite o que quer encontrar.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'O que procurar' }), '  concorrente ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(location.history.at(-1)).toBe('/search?q=concorrente');
  });
});
