import styled from '@emotion/styled';

/** A whole-window screen with its content centred: loading, maintenance, a session that could not load. */
export const CenteredScreen = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
  background: theme.colors.background,
  color: theme.colors.textMuted,
}));
