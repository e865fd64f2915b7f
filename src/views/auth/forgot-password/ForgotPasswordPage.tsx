import { useSearch } from 'wouter';
import { ForgotPasswordContext, forgotPasswordOptions } from './forgot-password-context.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import passwordReset from '../../../i18n/resources/pt-BR/passwordReset.ts';

/** /forgot-password: asks for a code; once it is sent, /reset-password takes over with where it went. */
export default function ForgotPasswordPage() {
  usePageTexts({ passwordReset });
  return (
    <ForgotPasswordContext.Provider options={forgotPasswordOptions(useSearch())}>
      <ForgotPasswordScreen />
    </ForgotPasswordContext.Provider>
  );
}
