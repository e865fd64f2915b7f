import { SsoCallbackContext } from './sso-callback-context.ts';
import { SsoCallbackScreen } from './SsoCallbackScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import sso from '../../../i18n/resources/pt-BR/sso.ts';

/**
 * /sso-callback: where the identity provider sends the browser back. Amplify finishes the sign-in; on
 * success the session loads the user and the route gate moves on to /meetings.
 */
export default function SsoCallbackPage() {
  usePageTexts({ sso });
  return (
    <SsoCallbackContext.Provider>
      <SsoCallbackScreen />
    </SsoCallbackContext.Provider>
  );
}
