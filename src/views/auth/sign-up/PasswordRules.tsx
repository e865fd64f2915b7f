import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '../../../domain/password-policy.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';

const Title = styled.p({ margin: '0 0 4px', fontSize: 13 });

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2, fontSize: 13 });

const Rule = styled.li<{ met: boolean }>(({ theme, met }) => ({
  display: 'flex',
  gap: 6,
  alignItems: 'baseline',
  color: met ? theme.colors.success : theme.colors.textMuted,
}));

/**
 * The identity service's password rules, each ticked as the typed password meets it, so the person never
 * learns them from a refusal. The password field reads them as its description.
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Title>{t('signUp:passwordRules.title')}</Title>
      <List>
        {passwordRules.map(({ rule, isMet }) => {
          const met = isMet(password);
          return (
            <Rule key={rule} met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span>
              <span>
                {t(`signUp:passwordRules.${rule}`)}
                <VisuallyHidden>{` (${t(`signUp:passwordRules.${met ? 'met' : 'unmet'}`)})`}</VisuallyHidden>
              </span>
            </Rule>
          );
        })}
      </List>
    </>
  );
}
