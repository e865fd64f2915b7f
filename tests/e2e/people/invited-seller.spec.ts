import { expect, test, type APIRequestContext } from '../support/test.ts';
import { admin } from '../support/accounts.ts';
import { latestCode } from '../support/outbox.ts';
import { expectOnLogin, signInThroughForm } from '../support/sign-in.ts';

/** The administrator's bearer token, signed in the way a client without SRP does. */
async function adminAuthorization(request: APIRequestContext): Promise<string> {
  const response = await request.post('/cognito', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'pauta-web',
      AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult: { IdToken: string } };
  return `Bearer ${body.AuthenticationResult.IdToken}`;
}

test('an invited seller signs in with the e-mailed temporary password, chooses a password, and is out at the next call once deactivated', async ({
  page,
  request,
}) => {
  const info = test.info();
  const email = `convidado.r${info.repeatEachIndex}.t${info.retry}@demo.com.br`;
  const authorization = await adminAuthorization(request);
  const invited = await request.post('/api/admin/users/invitations', {
    headers: { authorization },
    data: { emails: [email] },
  });
  expect(invited.status()).toBe(200);
  const {
    invited: [person],
  } = (await invited.json()) as { invited: Array<{ id: string }> };
  const temporaryPassword = await latestCode(request, email);

  // Amplify answers NEW_PASSWORD_REQUIRED with the password typed, once the person gives the name the
  // invitation lacked (the app opens only with a first and last name); the forced update follows.
  await page.goto('/login');
  await signInThroughForm(page, { email, password: temporaryPassword });
  await expect(page.getByText('Complete seu cadastro')).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Carla');
  await page.getByLabel('Sobrenome').fill('Convidada');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/update-password$/);
  const ownPassword = 'Minha@Senha2026';
  await page.getByLabel('Senha atual').fill(temporaryPassword);
  await page.getByLabel('Nova senha', { exact: true }).fill(ownPassword);
  await page.getByLabel('Confirmar nova senha').fill(ownPassword);
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByText('Nenhuma reunião por aqui')).toBeVisible();

  const deactivated = await request.post(`/api/admin/users/${person!.id}/deactivate`, {
    headers: { authorization },
    data: {},
  });
  expect(deactivated.status()).toBe(200);
  // The open session's token has not expired; its next call is refused and the app signs out.
  await page.reload();
  await expectOnLogin(page);
  await signInThroughForm(page, { email, password: ownPassword });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
