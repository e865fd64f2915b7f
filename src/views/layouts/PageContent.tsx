import styled from '@emotion/styled';
import { mediaMd, pagePadding } from '../../theme/layout-sizes.ts';
import { Footer } from './Footer.tsx';
import type { ReactNode } from 'react';

const Main = styled.main({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: `24px ${pagePadding.base}px 0`,
  [mediaMd]: { padding: `32px ${pagePadding.md}px 0` },
});

/** The page area of every signed-in layout: the spec's px-4 md:px-8 padding, the page, then the footer. */
export function PageContent({ children }: { children: ReactNode }) {
  return (
    <Main>
      <div css={{ flex: 1 }}>{children}</div>
      <Footer />
    </Main>
  );
}
