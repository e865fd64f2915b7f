const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Styles only (the app's policy allows inline styles, never inline scripts): this page runs no script.
const styles = `
  body { font-family: system-ui, sans-serif; background: #f1f3f4; color: #202124; margin: 0; }
  main { max-width: 440px; margin: 6vh auto; background: #fff; padding: 32px 28px; border-radius: 8px;
         border: 1px solid #dadce0; box-sizing: border-box; }
  h1 { font-size: 1.4rem; margin: 0 0 8px; font-weight: 500; }
  p, li { color: #3c4043; line-height: 1.5; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #5f6368; border-radius: 4px; font: inherit; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 24px; }
  button { padding: 10px 20px; border-radius: 4px; font: inherit; cursor: pointer; border: 1px solid #1a56c4; }
  button[value="allow"] { background: #1a56c4; color: #fff; }
  button[value="deny"] { background: #fff; color: #1a56c4; }
  button:focus-visible, input:focus-visible { outline: 3px solid #174ea6; outline-offset: 2px; }
  [role="alert"] { color: #b3261e; }
  .note { font-size: 0.875rem; color: #5f6368; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body><main>${body}</main></body>
</html>`;

/**
 * The emulated "Fazer login com o Google" consent screen: which account, what the app asks for, Permitir or
 * Cancelar. The form has no action: it posts back to this page's own address, query (the request) included.
 */
export function consentPage(input: { email: string; error?: string }): string {
  const error = input.error ? `<p role="alert" id="email-error">${escapeHtml(input.error)}</p>` : '';
  const described = input.error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return page(
    'Fazer login com o Google',
    `<h1>Pauta quer acessar sua Conta do Google</h1>
<p>Ao permitir, o Pauta poderá:</p>
<ul>
  <li>Ver os eventos de todas as suas agendas (somente leitura)</li>
  <li>Ver o endereço de e-mail da sua conta</li>
</ul>
<form method="post">
  <label for="email">Conta do Google</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email)}"${described}>
  ${error}
  <div class="actions">
    <!-- Permitir first: the Enter key submits with the form's first button. -->
    <button type="submit" name="decision" value="allow">Permitir</button>
    <button type="submit" name="decision" value="deny" formnovalidate>Cancelar</button>
  </div>
</form>
<p class="note">Emulador do Google embutido no servidor de referência do Pauta: nenhuma conta real é usada.</p>`,
  );
}

/** What Google shows when it cannot send the browser back (unknown client, unregistered redirect_uri). */
export function authorizationErrorPage(status: 400 | 401, code: string, detail: string): string {
  return page(
    'Erro de autorização',
    `<h1>Acesso bloqueado: erro de autorização</h1>
<p role="alert">${escapeHtml(detail)}</p>
<p class="note">Erro ${status}: ${escapeHtml(code)}</p>`,
  );
}
