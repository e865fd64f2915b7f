import styled from '@emotion/styled';
import { mediaBelowMd } from '../../theme/layout-sizes.ts';

export const Shell = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  background: theme.colors.background,
}));

export const Column = styled.div({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

/** Side navigation shows from the md breakpoint; below it the header's menu opens a drawer instead. */
export const wideOnly = { display: 'flex', [mediaBelowMd]: { display: 'none' } } as const;
export const narrowOnly = { display: 'none', [mediaBelowMd]: { display: 'inline-flex' } } as const;
