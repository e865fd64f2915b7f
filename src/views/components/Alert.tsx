import styled from '@emotion/styled';

/** A failure the person should read: danger colours on a subtle background (give it role="alert"). */
export const Alert = styled.p(({ theme }) => ({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.dangerSubtle,
  color: theme.colors.danger,
  fontSize: 14,
}));
