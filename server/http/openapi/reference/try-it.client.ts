/**
 * The one script of /api/docs, run in the browser: it puts an operation's contents in place when it is
 * opened, says whose session "Try it" uses and sends each operation's form as a request to this server,
 * showing the answer's status and body. It is served as the
 * text of this function (try-it-script.ts), so it must reach nothing outside its own body.
 *
 * The session is the app's own, read where the app keeps it: a legacy user's Basic credentials in
 * localStorage, otherwise the identity provider's id token in its cookies (Amplify's CookieStorage,
 * `CognitoIdentityServiceProvider.<client>.<user>.idToken`, spec section 9).
 */
export function tryItInBrowser(): void {
  const sessionStatus = document.querySelector<HTMLElement>('#session-status');
  const authorizationField = document.querySelector<HTMLInputElement>('#authorization');

  const cookies = () =>
    new Map(
      document.cookie
        .split('; ')
        .filter(Boolean)
        .map((cookie) => {
          const [name = '', ...value] = cookie.split('=');
          return [decodeURIComponent(name), decodeURIComponent(value.join('='))] as const;
        }),
    );

  const idToken = () => {
    const jar = cookies();
    for (const [name, user] of jar) {
      const prefix = name.match(/^(CognitoIdentityServiceProvider\.[^.]+\.)LastAuthUser$/)?.[1];
      const token = prefix && jar.get(`${prefix}${user}.idToken`);
      if (token) return token;
    }
    return undefined;
  };

  const emailIn = (token: string) => {
    try {
      const payload = token.split('.')[1] ?? '';
      const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      return typeof claims === 'object' && claims !== null && 'email' in claims ? String(claims.email) : '';
    } catch {
      return '';
    }
  };

  /** The Authorization header of the session, and how to say whose it is. */
  const session = (): { header: string; who: string } | undefined => {
    const basic = localStorage.getItem('pauta.basicCredentials');
    if (basic) return { header: `Basic ${basic}`, who: atob(basic).split(':')[0] ?? '' };
    const token = idToken();
    return token ? { header: `Bearer ${token}`, who: emailIn(token) } : undefined;
  };

  // An operation's contents wait in its <template> (reference-page.ts) until it is first opened.
  const fill = (details: HTMLDetailsElement) => {
    const template = details.querySelector<HTMLTemplateElement>(':scope > template');
    if (!details.open || !template) return;
    details.append(template.content);
    template.remove();
  };
  // 'toggle' does not bubble: caught on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement) fill(event.target);
    },
    true,
  );
  // A link to an operation (#getUsersMe) opens it.
  const linked = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (linked instanceof HTMLDetailsElement) linked.open = true;

  const current = session();
  if (sessionStatus) {
    sessionStatus.textContent = current
      ? `"Try it" sends your Pauta session${current.who ? ` (signed in as ${current.who})` : ''}. An expired session is refused with 401: open the app to renew it.`
      : '"Try it" sends no credentials: you are not signed in to Pauta in this browser. Sign in to the app, or fill in the Authorization header below.';
  }

  const showAnswer = (form: HTMLFormElement, status: string, body?: string) => {
    const statusLine = form.querySelector<HTMLElement>('.answer-status');
    const bodyBlock = form.querySelector<HTMLElement>('.answer-body');
    if (statusLine) statusLine.textContent = status;
    if (!bodyBlock) return;
    bodyBlock.textContent = body ?? '';
    bodyBlock.hidden = body === undefined || body === '';
  };

  const readAnswer = async (response: Response) => {
    const type = response.headers.get('content-type') ?? '';
    if (/json/.test(type)) {
      const text = await response.text();
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    }
    if (type.startsWith('text/')) return (await response.text()).slice(0, 20_000);
    const bytes = (await response.arrayBuffer()).byteLength;
    return bytes ? `${bytes} bytes of ${type || 'an unnamed type'}` : '';
  };

  /** The request a form describes, or the reason it cannot be sent. */
  const requestOf = (form: HTMLFormElement): { url: string; init: RequestInit } | { problem: string } => {
    const method = form.dataset.method ?? 'GET';
    let path = form.dataset.path ?? '';
    const query = new URLSearchParams();
    const headers = new Headers();
    let body: BodyInit | undefined;
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-in]')) {
      const place = field.dataset.in;
      if (place === 'path') path = path.replace(`{${field.name}}`, encodeURIComponent(field.value));
      else if (place === 'query' && field.value !== '') query.append(field.name, field.value);
      else if (place === 'header' && field.value !== '') headers.set(field.name, field.value);
      else if (place === 'file' && field instanceof HTMLInputElement && field.files?.[0]) {
        const upload = new FormData();
        upload.append(field.name, field.files[0]);
        body = upload;
      } else if (place === 'body') {
        const mediaType = field.dataset.mediaType ?? 'application/json';
        if (/json/.test(mediaType)) {
          try {
            JSON.parse(field.value);
          } catch (error) {
            return { problem: `The body is not valid JSON: ${error instanceof Error ? error.message : ''}` };
          }
        }
        headers.set('Content-Type', mediaType);
        body = field.value;
      }
    }
    const authorization = authorizationField?.value.trim() || session()?.header;
    if (authorization) headers.set('Authorization', authorization);
    const search = query.size ? `?${query}` : '';
    return { url: `${path}${search}`, init: { method, headers, body, credentials: 'same-origin' } };
  };

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains('try-it')) return;
    event.preventDefault();
    const request = requestOf(form);
    if ('problem' in request) {
      showAnswer(form, request.problem);
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    showAnswer(form, `Sending ${request.init.method} ${request.url}…`);
    fetch(request.url, request.init)
      .then(async (response) =>
        showAnswer(
          form,
          `Answer: ${response.status} ${response.statusText} to ${request.init.method} ${request.url}`,
          await readAnswer(response),
        ),
      )
      .catch((error: unknown) =>
        showAnswer(
          form,
          `The request did not reach the server: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}
