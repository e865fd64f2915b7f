import { createHash } from 'node:crypto';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The pages' only style, allowed by its hash in the hosted UI's Content-Security-Policy (no 'unsafe-inline').
const styles = `
  body { font-family: system-ui, sans-serif; background: #f1f4f9; color: #1d2433; margin: 0; }
  main { max-width: 360px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 12px;
         box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p { margin: 0 0 20px; color: #4a5568; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #a0aec0; border-radius: 6px; font: inherit; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; padding: 10px; border-radius: 6px; font: inherit; cursor: pointer; border: 1px solid #1f4fbf; }
  button[value="login"] { background: #1f4fbf; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1f4fbf; }
  [role="alert"] { color: #b42318; margin: 12px 0 0; }
`;

/** `sha256-…` of the pages' `<style>`, for style-src. */
export const pageStyleHash = `sha256-${createHash('sha256').update(styles).digest('base64')}`;

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

/** The emulated corporate identity provider's login form; labelled fields, errors announced. */
export function corpLoginPage(input: {
  requestId: string;
  formToken: string;
  email?: string;
  error?: string;
}): string {
  const error = input.error ? `<p role="alert" id="login-error">${escapeHtml(input.error)}</p>` : '';
  const described = input.error ? ' aria-describedby="login-error"' : '';
  return page(
    'Corp Demo SSO',
    `<h1>Corp Demo SSO</h1>
<p>Entre com sua conta corporativa.</p>
<form method="post" action="/corp-idp/login">
  <input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
  <input type="hidden" name="form_token" value="${escapeHtml(input.formToken)}">
  <label for="email">E-mail corporativo</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}>
  <label for="password">Senha</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
  ${error}
  <!-- Entrar first: the Enter key submits with the form's first button. -->
  <div class="actions">
    <button type="submit" name="action" value="login">Entrar</button>
    <button type="submit" name="action" value="cancel" formnovalidate>Cancelar</button>
  </div>
</form>`,
  );
}

/** What the hosted UI shows when it cannot send the browser back to the app (bad client or redirect URI). */
export function errorPage(message: string): string {
  return page(
    'Erro de autenticação',
    `<h1>Erro de autenticação</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
