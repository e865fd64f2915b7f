import { Logo } from '../components/Logo.tsx';
import { Header } from './Header.tsx';
import type { LayoutProps } from './layout-props.ts';
import { NavDrawer } from './NavDrawer.tsx';
import { PageContent } from './PageContent.tsx';
import { Column, Shell } from './shell.ts';

/** The whole width for the content; the navigation opens over it from the header's menu. */
export function ContentOverlayLayout({ nav, children }: LayoutProps) {
  return (
    <Shell>
      <Column>
        <Header
          start={
            <>
              <NavDrawer items={nav} />
              <Logo size={32} />
            </>
          }
        />
        <PageContent>{children}</PageContent>
      </Column>
    </Shell>
  );
}
