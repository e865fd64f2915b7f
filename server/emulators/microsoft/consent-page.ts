const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// No script at all (the app's Content-Security-Policy allows none inline); one style element.
const styles = `
  body { font-family: "Segoe UI", system-ui, sans-serif; background: #f2f2f2; color: #1b1b1b; margin: 0; }
  main { max-width: 440px; margin: 8vh auto; background: #fff; padding: 32px 40px; box-sizing: border-box;
         box-shadow: 0 2px 6px rgb(0 0 0 / 0.2); }
  @media (max-width: 480px) { main { margin: 0; padding: 24px 20px; } }
  .brand { font-weight: 600; color: #5e5e5e; margin: 0 0 16px; }
  h1 { font-size: 1.5rem; font-weight: 600; margin: 0 0 12px; }
  p, li { line-height: 1.4; }
  ul { padding-left: 20px; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 8px; border: 1px solid #666; font: inherit; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 24px; flex-wrap: wrap; }
  button { min-width: 108px; padding: 8px 12px; font: inherit; cursor: pointer; border: 1px solid #0067b8; }
  button[value="accept"] { background: #0067b8; color: #fff; }
  button[value="cancel"] { background: #fff; color: #0067b8; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
  [role="alert"] { color: #a4262c; }
  small { color: #5e5e5e; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body><main><p class="brand">Microsoft (emulador local)</p>${body}</main></body>
</html>`;

/**
 * The emulated sign-in and consent page: which account, what the app asks for, accept or cancel. The
 * authorize request's parameters go back in hidden fields, so the POST is checked again as a whole.
 */
export function consentPage(input: { params: URLSearchParams; email: string; action: string }): string {
  const hidden = [...input.params]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n  ');
  return page(
    'Permitir acesso à agenda',
    `<h1>Permitir acesso?</h1>
<p>O aplicativo <strong>Pauta</strong> quer:</p>
<ul>
  <li>Ler os eventos das suas agendas</li>
  <li>Ver seu perfil básico e seu endereço de e-mail</li>
  <li>Manter o acesso aos dados que você permitiu</li>
</ul>
<form method="post" action="${escapeHtml(input.action)}">
  ${hidden}
  <label for="login_email">Conta Microsoft (e-mail)</label>
  <input id="login_email" name="login_email" type="email" autocomplete="username" required value="${escapeHtml(input.email)}">
  <p><small>Este é o emulador local da plataforma de identidade da Microsoft: qualquer e-mail entra, sem senha.</small></p>
  <div class="actions">
    <button type="submit" name="consent" value="accept">Aceitar</button>
    <button type="submit" name="consent" value="cancel" formnovalidate>Cancelar</button>
  </div>
</form>`,
  );
}

/** What the identity platform shows when it cannot send the browser back (unknown app, unregistered address). */
export function signInErrorPage(aadsts: number, message: string): string {
  return page(
    'Não foi possível entrar',
    `<h1>Não foi possível entrar</h1><p role="alert">AADSTS${aadsts}: ${escapeHtml(message)}</p>`,
  );
}
