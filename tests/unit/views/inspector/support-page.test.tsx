import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import recordedBundle from '../../../model/incidents/login-totp.bundle.json';
import { renderApp } from '../support/render-app.tsx';
import { sellerUser, sessionLogic } from '../support/session-fixtures.ts';

// The bundle tests/e2e/inspector/inspector.spec.ts recorded (scripts/bundle-to-test.ts made its replay test).
const recorded = JSON.stringify(recordedBundle);
const admin = sessionLogic({ restored: 'signedIn', user: { ...sellerUser, isAdmin: true } });

async function loadBundle(content: string) {
  const user = userEvent.setup();
  renderApp('/support', admin);
  const input = await screen.findByLabelText('Pacote de suporte (.json)', {}, { timeout: 15_000 });
  await user.upload(input, new File([content], 'pacote.json', { type: 'application/json' }));
  return user;
}

// The first render loads the page chunk and ELK; on a busy machine that alone can take seconds.
describe('/support', { timeout: 60_000 }, () => {
  it('steps through a recorded bundle event by event, the state marked on the diagram', async () => {
    const user = await loadBundle(recorded);
    expect(await screen.findByText(/Versão 0\.1\.0, rota \/meetings/)).toBeTruthy();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Atores' })).getByRole('button', { name: /^login/ }),
    );
    const position = () => screen.getByText(/^Evento \d de 4/).closest('output')!;
    expect(position().textContent).toBe(
      'Evento 4 de 4: Verificações da entrada terminaram xstate.done.actor.challenge',
    );
    const diagram = await screen.findByRole('img', { name: /Máquina login/ }, { timeout: 40_000 });
    expect(diagram.querySelector('.active[data-state="signedIn"]')).not.toBeNull();
    // Where the machine is, in the words support staff read, beside its identifier.
    expect(screen.getByTestId('current-state').textContent).toBe(
      'Entrou na conta: a sessão carrega os dados da pessoa signedIn',
    );

    await user.click(screen.getByRole('button', { name: 'Evento anterior' }));
    expect(position().textContent).toBe(
      'Evento 3 de 4: Serviço de identidade respondeu à entrada xstate.done.actor.signIn',
    );
    const atChallenge = screen.getByRole('img', { name: /Máquina login/ });
    expect(atChallenge.querySelector('.active[data-state="challenge"]')).not.toBeNull();
    expect(atChallenge.querySelector('.active[data-state="signedIn"]')).toBeNull();
    // The step looked at is the one marked in the event list.
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain(
      'xstate.done.actor.signIn',
    );

    await user.click(screen.getByRole('button', { name: 'Evento anterior' }));
    expect(position().textContent).toBe('Evento 2 de 4: E-mail e senha enviados credentials.submit');
    expect(screen.getByRole('button', { name: 'Próximo evento' })).toHaveProperty('disabled', false);
  });

  it('takes a bundle dropped on the area as one chosen with the picker', async () => {
    renderApp('/support', admin);
    const input = await screen.findByLabelText('Pacote de suporte (.json)', {}, { timeout: 15_000 });
    const file = new File([recorded], 'pacote.json', { type: 'application/json' });
    fireEvent.drop(input.closest('div')!, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('Pacote escolhido: pacote.json')).toBeTruthy();
    expect(await screen.findByText(/Versão 0\.1\.0, rota \/meetings/)).toBeTruthy();
  });

  it('says so when the file is not a support bundle', async () => {
    await loadBundle('{"qualquer": "coisa"}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este arquivo não é um pacote de suporte do Pauta.',
    );
  });
});
