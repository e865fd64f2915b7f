import styled from '@emotion/styled';

/** A boxed, labelled checkbox with room for a line that explains it (settings, what a shared link shows). */
export const CheckOption = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: '10px 12px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  cursor: 'pointer',
  minWidth: 0,
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  input: { marginTop: 3, accentColor: theme.colors.primary, flexShrink: 0, width: 18, height: 18 },
}));

/** The explaining line under an option's name. */
export const OptionHelp = styled.span(({ theme }) => ({ fontSize: 14, color: theme.colors.textMuted }));
