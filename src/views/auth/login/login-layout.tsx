import styled from '@emotion/styled';

/* What the login steps add to the shared identity-screen look (src/views/components/AuthScreen.tsx). */
export const StepTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: 20,
  fontWeight: 700,
  color: theme.colors.text,
}));

export const Hint = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: 14 }));

export const Stack = styled.div({ display: 'flex', flexDirection: 'column', gap: 16 });
