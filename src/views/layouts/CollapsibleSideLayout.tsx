import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import { useThemePreference } from '../contexts/theme-preference.tsx';
import { Header } from './Header.tsx';
import type { LayoutProps } from './layout-props.ts';
import { NavDrawer } from './NavDrawer.tsx';
import { PageContent } from './PageContent.tsx';
import { Column, narrowOnly, Shell, wideOnly } from './shell.ts';
import { SideNav } from './SideNav.tsx';

/** A side navigation that folds to icons; the choice is part of the persisted theme preference. */
export function CollapsibleSideLayout({ nav, children }: LayoutProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const { preference, update } = useThemePreference();
  const collapsed = preference.layout.sideNavCollapse;
  const toggle = () =>
    update((current) => ({ ...current, layout: { ...current.layout, sideNavCollapse: !collapsed } }));
  return (
    <Shell>
      <div css={wideOnly}>
        <SideNav
          items={nav}
          width={collapsed ? theme.sizes.sideNavCollapsedWidth : theme.sizes.sideNavWidth}
          iconOnly={collapsed}
        />
      </div>
      <Column>
        <Header
          start={
            <>
              <NavDrawer items={nav} menuButtonCss={narrowOnly} />
              <Button
                variant="ghost"
                css={wideOnly}
                aria-label={t(collapsed ? 'layout:header.expandNav' : 'layout:header.collapseNav')}
                aria-expanded={!collapsed}
                onClick={toggle}
              >
                <span aria-hidden>{collapsed ? '»' : '«'}</span>
              </Button>
            </>
          }
        />
        <PageContent>{children}</PageContent>
      </Column>
    </Shell>
  );
}
