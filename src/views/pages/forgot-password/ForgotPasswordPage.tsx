import { useSearch } from 'wouter';
import { ForgotPasswordContext, forgotPasswordOptions } from './forgot-password-context.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

/** /forgot-password: asks for a code; once it is sent, /reset-password takes over with where it went. */
export default function ForgotPasswordPage() {
  return (
    <ForgotPasswordContext.Provider options={forgotPasswordOptions(useSearch())}>
      <ForgotPasswordScreen />
    </ForgotPasswordContext.Provider>
  );
}
