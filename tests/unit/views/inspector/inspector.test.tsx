import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '../../../../src/app/App.tsx';
import { RouteGate } from '../../../../src/app/RouteGate.tsx';
import { InspectorHost } from '../../../../src/devtools/inspector/InspectorHost.tsx';
import { redacted } from '../../../../src/devtools/inspector/redaction.ts';
import { createI18n } from '../../../../src/i18n/create-i18n.ts';
import { resources } from '../../../../src/i18n/resources/index.ts';
import { createThemeStore } from '../../../../src/theme/theme-store.ts';
import { SessionContext } from '../../../../src/views/contexts/session.ts';
import { testConfig } from '../support/render-app.tsx';
import { sellerUser, sessionLogic } from '../support/session-fixtures.ts';

const adminUser = { ...sellerUser, isAdmin: true };
const password = 'Senha-do-Admin#2026';

afterEach(cleanup);

/** The app as App builds it: route gate and inspector host inside the session. */
function renderWithInspector(path: string, logic: ReturnType<typeof sessionLogic>) {
  return render(
    <AppShell config={testConfig} i18n={createI18n(resources)} themeStore={createThemeStore(localStorage)}>
      <SessionContext.Provider logic={logic}>
        <Router hook={memoryLocation({ path }).hook}>
          <RouteGate />
          <InspectorHost />
        </Router>
      </SessionContext.Provider>
    </AppShell>,
  );
}

const openerName = 'Abrir o inspetor (Ctrl+Alt+I)';

// The first render loads page, inspector and ELK chunks; on a busy machine that alone can take seconds.
describe('inspector', { timeout: 60_000 }, () => {
  it('opens for an admin from the header, shows the live actors with secrets hidden, and gives the focus back', async () => {
    const user = userEvent.setup();
    renderWithInspector(
      '/login',
      sessionLogic({ user: adminUser, signIn: async () => ({ signInStep: 'DONE' }) }),
    );
    await user.type(await screen.findByLabelText('E-mail'), adminUser.emailAddress);
    await user.type(screen.getByLabelText('Senha'), password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const opener = await screen.findByRole('button', { name: openerName }, { timeout: 15_000 });
    expect(opener.getAttribute('aria-keyshortcuts')).toBe('Control+Alt+I');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Inspetor' }, { timeout: 40_000 });

    // The tree: the session with its login child, each with its state.
    const tree = within(dialog).getByRole('navigation', { name: 'Atores' });
    const session = within(tree).getByRole('button', { name: /^session/ });
    expect(session.textContent).toContain('authenticated');
    expect(session.getAttribute('aria-current')).toBe('true');
    await user.click(within(tree).getByRole('button', { name: /^login/ }));

    // The login actor: its final state, the events it received, the password hidden everywhere.
    expect(within(dialog).getByText('signedIn', { selector: 'dd code' })).toBeTruthy();
    expect(
      within(dialog).getByText('Entrou na conta: a sessão carrega os dados da pessoa', {
        selector: 'dd strong',
      }),
    ).toBeTruthy();
    // The events as a timeline: what happened in words, the identifier beside them.
    expect(within(dialog).getByText('E-mail e senha enviados')).toBeTruthy();
    expect(within(dialog).getByText('credentials.submit')).toBeTruthy();
    expect(dialog.textContent).toContain(adminUser.emailAddress);
    expect(dialog.textContent).toContain(redacted);
    expect(dialog.textContent).not.toContain(password);

    // The diagram, drawn from the machine's definition with the current state marked.
    const diagram = await within(dialog).findByRole('img', { name: /Máquina login/ }, { timeout: 40_000 });
    expect(
      diagram.querySelector('[data-state="signedIn"].active, .active[data-state="signedIn"]'),
    ).not.toBeNull();

    // Escape is the browser's own <dialog> cancel (jsdom has none): the close button does the same.
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inspetor' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens with Ctrl+Alt+I for an admin and lists the failed requests', async () => {
    const user = userEvent.setup();
    renderWithInspector('/config/general', sessionLogic({ restored: 'signedIn', user: adminUser }));
    await screen.findByRole('button', { name: openerName }, { timeout: 15_000 });
    await user.keyboard('{Control>}{Alt>}i{/Alt}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Inspetor' }, { timeout: 40_000 });
    expect(within(dialog).getByRole('heading', { name: 'Requisições com falha' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Exportar pacote de suporte' })).toBeTruthy();
  });

  it('opens with Ctrl+Alt+I on the sign-in page, before anyone is known, for the sign-in support most needs', async () => {
    const user = userEvent.setup();
    renderWithInspector('/login', sessionLogic({}));
    await screen.findByLabelText('E-mail', {}, { timeout: 15_000 });
    await user.keyboard('{Control>}{Alt>}i{/Alt}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Inspetor' }, { timeout: 40_000 });
    const tree = within(dialog).getByRole('navigation', { name: 'Atores' });
    // This tab's login form, waiting for the e-mail and password (the recorder keeps earlier tests' actors too).
    expect(within(tree).getByRole('button', { name: /^login.*editing\.ready/ })).toBeTruthy();
  });

  it('is neither offered nor opened for a seller', async () => {
    const user = userEvent.setup();
    renderWithInspector('/config/general', sessionLogic({ restored: 'signedIn' }));
    await screen.findByRole('button', { name: 'Aparência' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: openerName })).toBeNull();
    await user.keyboard('{Control>}{Alt>}i{/Alt}{/Control}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Inspetor' })).toBeNull();
  });
});
