import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Main = styled.main(({ theme }) => ({ minHeight: '100vh', background: theme.colors.background }));

/** Public routes: the page alone, no navigation and no footer. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}
