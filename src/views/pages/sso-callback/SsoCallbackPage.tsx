import { SsoCallbackContext } from './sso-callback-context.ts';
import { SsoCallbackScreen } from './SsoCallbackScreen.tsx';

/**
 * /sso-callback: where the identity provider sends the browser back. Amplify finishes the sign-in; on
 * success the session loads the user and the route gate moves on to /meetings.
 */
export default function SsoCallbackPage() {
  return (
    <SsoCallbackContext.Provider>
      <SsoCallbackScreen />
    </SsoCallbackContext.Provider>
  );
}
