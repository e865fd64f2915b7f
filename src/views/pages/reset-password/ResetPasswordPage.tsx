import { useSearch } from 'wouter';
import { ResetPasswordContext, resetPasswordOptions } from './reset-password-context.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

/** /reset-password: code, new password and confirmation; the code can be sent again from here. */
export default function ResetPasswordPage() {
  return (
    <ResetPasswordContext.Provider options={resetPasswordOptions(useSearch())}>
      <ResetPasswordScreen />
    </ResetPasswordContext.Provider>
  );
}
