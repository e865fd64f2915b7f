import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  authorizeRequestLifetimeSeconds,
  type AuthorizeRequest,
  type AuthorizeRequestStore,
} from './authorize-requests.ts';
import { hashOf, newSecret } from './secrets.ts';

/**
 * The form's token also rides in a cookie: `__Host-` so only this origin sets it (no sibling host can plant
 * one), SameSite=Strict so a post from another site never carries it.
 */
const formCookie = '__Host-corp-login-form';

export const invalidFormMessage =
  'Este formulário de login não é válido. Volte ao aplicativo e tente novamente.';

/**
 * Login CSRF protection of the emulated provider's page: a post is answered only when it comes from the
 * page this server showed this browser for this authorize request, so another site cannot sign the
 * visitor in with the site's own account.
 */
export function createCorpLoginForms(requests: AuthorizeRequestStore) {
  return {
    /** A new token for the page of this request, bound to it and given to the browser as a cookie. */
    async issue(c: Context, requestId: string): Promise<string> {
      const token = newSecret();
      await requests.bindForm(requestId, hashOf(token));
      setCookie(c, formCookie, token, {
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: authorizeRequestLifetimeSeconds,
      });
      return token;
    },

    /** Browsers say where a post comes from (Sec-Fetch-Site); clients that do not still need the token. */
    isGenuine(c: Context, request: AuthorizeRequest, postedToken: string): boolean {
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin') return false;
      return (
        postedToken !== '' &&
        getCookie(c, formCookie) === postedToken &&
        request.formTokenHash === hashOf(postedToken)
      );
    },
  };
}

export type CorpLoginForms = ReturnType<typeof createCorpLoginForms>;
