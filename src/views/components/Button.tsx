import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'fullWidth',
})<{ variant: Variant; fullWidth: boolean }>(({ theme, variant, fullWidth }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: theme.controlHeight,
  width: fullWidth ? '100%' : undefined,
  padding: '0 18px',
  borderRadius: theme.radius.md,
  border: variant === 'secondary' ? `1px solid ${theme.colors.border}` : '1px solid transparent',
  background: variant === 'primary' ? theme.colors.primary : 'transparent',
  color: variant === 'primary' ? theme.colors.neutral : theme.colors.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background 120ms ease, border-color 120ms ease, opacity 120ms ease',
  '&:hover:not(:disabled)': {
    background: variant === 'primary' ? theme.colors.primaryDeep : theme.colors.primarySubtle,
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
}));

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant = 'primary', fullWidth = false, type = 'button', ...props }: ButtonProps) {
  return <StyledButton variant={variant} fullWidth={fullWidth} type={type} {...props} />;
}
