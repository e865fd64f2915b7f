import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import { Logo } from './Logo.tsx';

/*
 * The look of the login page for the other public identity screens (SSO, its return, forgot and reset
 * password) and the forced password update: centred card, logo, title, one message area.
 */
const Page = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: `radial-gradient(circle at top, ${theme.colors.primarySubtle}, transparent 60%)`,
}));

const Panel = styled(Card)({ width: '100%', maxWidth: 420, padding: 32 });

const Brand = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  marginBottom: 24,
});

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: 26,
  fontWeight: 800,
  color: theme.colors.text,
  textAlign: 'center',
}));

const Subtitle = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, textAlign: 'center' }));

// The identity screens' failures look like every other failure in the app.
export { Alert as AuthAlert } from './Alert.tsx';

/** An <output>: announced as a status without a role attribute. */
export const AuthNotice = styled.output(({ theme }) => ({
  display: 'block',
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.primarySubtle,
  color: theme.colors.text,
  fontSize: 14,
}));

export const AuthForm = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });

export const AuthLinks = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 8,
  fontSize: 14,
});

export function AuthScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <Brand>
          <Logo size={56} />
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Brand>
        {children}
      </Panel>
    </Page>
  );
}

export const AuthSuccess = styled.output(({ theme }) => ({
  display: 'block',
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.successSubtle,
  color: theme.colors.success,
  fontSize: 14,
  fontWeight: 600,
}));
