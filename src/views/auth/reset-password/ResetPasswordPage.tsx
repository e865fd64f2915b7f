import { useSearch } from 'wouter';
import { ResetPasswordContext, resetPasswordOptions } from './reset-password-context.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import passwordReset from '../../../i18n/resources/pt-BR/passwordReset.ts';

/** /reset-password: code, new password and confirmation; the code can be sent again from here. */
export default function ResetPasswordPage() {
  usePageTexts({ passwordReset });
  return (
    <ResetPasswordContext.Provider options={resetPasswordOptions(useSearch())}>
      <ResetPasswordScreen />
    </ResetPasswordContext.Provider>
  );
}
