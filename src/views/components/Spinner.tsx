import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Decorative: the surrounding status text is what assistive technology reads. */
export const Spinner = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size?: number }>(
  ({ theme, size = 20 }) => ({
    display: 'inline-block',
    width: size,
    height: size,
    borderRadius: '50%',
    border: `2px solid ${theme.colors.primarySubtle}`,
    borderTopColor: theme.colors.primary,
    animation: `${spin} 700ms linear infinite`,
  }),
);
