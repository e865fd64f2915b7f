import { useSearch } from 'wouter';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import signUp from '../../../i18n/resources/pt-BR/signUp.ts';
import { SignUpContext, signUpOptions } from './sign-up-context.ts';
import { SignUpScreen } from './SignUpScreen.tsx';

/** /signup: a company's first person creates its account (issue 27). */
export default function SignUpPage() {
  usePageTexts({ signUp });
  return (
    <SignUpContext.Provider options={signUpOptions(useSearch())}>
      <SignUpScreen />
    </SignUpContext.Provider>
  );
}
