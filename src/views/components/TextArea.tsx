import styled from '@emotion/styled';

/** A multi-line field in the look of TextField's input: a red border when `invalid`, the same focus ring. */
export const TextArea = styled('textarea', { shouldForwardProp: (prop) => prop !== 'invalid' })<{
  invalid?: boolean;
}>(({ theme, invalid = false }) => ({
  boxSizing: 'border-box',
  borderRadius: theme.radius.md,
  border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  resize: 'vertical',
  '&:focus': {
    outline: `3px solid ${theme.colors.primaryMild}`,
    outlineOffset: 1,
    borderColor: theme.colors.primary,
  },
}));
