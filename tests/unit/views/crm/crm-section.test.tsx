import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { crmIntegrationMachine } from '../../../../src/machines/crm/crm-integration/crm-integration.machine.ts';
import type { CrmIntegration, CrmProvider } from '../../../../src/api-contract/crm.ts';
import { CrmCard } from '../../../../src/views/crm/CrmCard.tsx';
import { CrmIntegrationContext } from '../../../../src/views/crm/crm-integration-context.ts';
import { hubspotOff, hubspotOn, refusedKeyError } from '../../../model/crm/crm-integration.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderCard(first: CrmIntegration, saveKey: (key: string | null) => Promise<CrmIntegration>) {
  const logic = crmIntegrationMachine.provide({
    actors: {
      loadIntegration: fromPromise(async () => first),
      saveKey: fromPromise<CrmIntegration, { provider: CrmProvider; key: string | null }>(({ input }) =>
        saveKey(input.key),
      ),
    },
  });
  renderView(
    <CrmIntegrationContext.Provider logic={logic} options={{ input: { provider: 'hubspot' } }}>
      <CrmCard />
    </CrmIntegrationContext.Provider>,
  );
}
const card = () => screen.getByRole('article', { name: 'HubSpot' });

describe('CRM card', () => {
  it('connects with a masked key field and then shows only the masked key', async () => {
    const saveKey = vi.fn<(key: string | null) => Promise<CrmIntegration>>(async () => hubspotOn);
    renderCard(hubspotOff, saveKey);
    const user = userEvent.setup();
    const field = (await screen.findByLabelText(
      'Token do aplicativo privado do HubSpot',
    )) as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(within(card()).getByText('Não conectado.')).toBeTruthy();
    await user.type(field, 'pat-demo-pauta-hubspot');
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(saveKey).toHaveBeenCalledWith('pat-demo-pauta-hubspot');
    expect(await screen.findByText('Conectado com a chave ••••pota.')).toBeTruthy();
    expect(screen.queryByLabelText('Token do aplicativo privado do HubSpot')).toBeNull();
    expect(card().textContent).not.toContain('pat-demo-pauta-hubspot');
  });

  it('checks the key as the server does, and a refusal keeps the typed key with the reason in Portuguese', async () => {
    const saveKey = vi.fn<(key: string | null) => Promise<CrmIntegration>>(() =>
      Promise.reject(refusedKeyError),
    );
    renderCard(hubspotOff, saveKey);
    const user = userEvent.setup();
    const field = (await screen.findByLabelText(
      'Token do aplicativo privado do HubSpot',
    )) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Informe a chave.')).toBeTruthy();
    await user.type(field, 'curta');
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('A chave deve ter pelo menos 8 caracteres.')).toBeTruthy();
    expect(saveKey).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'pat-errada-1234');
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'O HubSpot recusou esta chave. Confira a chave e tente de novo.',
    );
    expect((screen.getByLabelText('Token do aplicativo privado do HubSpot') as HTMLInputElement).value).toBe(
      'pat-errada-1234',
    );
  });

  it('removes the connection after asking, or keeps it', async () => {
    const saveKey = vi.fn<(key: string | null) => Promise<CrmIntegration>>(async () => hubspotOff);
    renderCard(hubspotOn, saveKey);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover conexão' }));
    await user.click(screen.getByRole('button', { name: 'Manter' }));
    expect(saveKey).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remover conexão' }));
    expect(
      screen.getByText('Remover a conexão? As próximas reuniões não irão mais para o HubSpot.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover agora' }));
    expect(saveKey).toHaveBeenCalledWith(null);
    expect(await screen.findByText('Não conectado.')).toBeTruthy();
  });
});
