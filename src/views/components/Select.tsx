import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

/** The look of a one-line form control (text input or select) outside a labelled TextField. */
export const controlStyle = ({ theme }: { theme: Theme }) => ({
  minHeight: theme.controlHeight,
  padding: '0 10px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: 400,
});

export const Select = styled.select(controlStyle);
