import { useTheme } from '@emotion/react';
import { Header } from './Header.tsx';
import type { LayoutProps } from './layout-props.ts';
import { NavDrawer } from './NavDrawer.tsx';
import { PageContent } from './PageContent.tsx';
import { Column, narrowOnly, Shell, wideOnly } from './shell.ts';
import { SideNav } from './SideNav.tsx';

/** The default layout: a borderless side navigation on the page background. */
export function FramelessSideLayout({ nav, children }: LayoutProps) {
  const theme = useTheme();
  return (
    <Shell>
      <div css={wideOnly}>
        <SideNav items={nav} width={theme.sizes.sideNavWidth} bordered={false} />
      </div>
      <Column>
        <Header start={<NavDrawer items={nav} menuButtonCss={narrowOnly} />} />
        <PageContent>{children}</PageContent>
      </Column>
    </Shell>
  );
}
