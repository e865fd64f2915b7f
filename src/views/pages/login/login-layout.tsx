import styled from '@emotion/styled';
import { Card } from '../../components/Card.tsx';

export const Page = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: `radial-gradient(circle at top, ${theme.colors.primarySubtle}, transparent 60%)`,
}));

export const Panel = styled(Card)({ width: '100%', maxWidth: 420, padding: 32 });

export const Brand = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  marginBottom: 24,
});

export const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: 28,
  fontWeight: 800,
  color: theme.colors.text,
}));

export const Subtitle = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  textAlign: 'center',
}));

export const StepTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: 20,
  fontWeight: 700,
  color: theme.colors.text,
}));

export const Hint = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: 14 }));

export const Alert = styled.p(({ theme }) => ({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.dangerSubtle,
  color: theme.colors.danger,
  fontSize: 14,
}));

export const SuccessMessage = styled.output(({ theme }) => ({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.successSubtle,
  color: theme.colors.success,
  fontWeight: 600,
  textAlign: 'center',
  display: 'block',
}));

export const Links = styled.div({ display: 'flex', justifyContent: 'space-between', fontSize: 14 });

export const StepForm = styled.form({ display: 'flex', flexDirection: 'column', gap: 16 });

export const Stack = styled.div({ display: 'flex', flexDirection: 'column', gap: 16 });
