import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Header } from './Header.tsx';
import type { LayoutProps } from './layout-props.ts';
import { isInSection } from './nav-items.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { PageContent } from './PageContent.tsx';
import { Column, narrowOnly, Shell, wideOnly } from './shell.ts';
import { SettingsNav, SettingsPagesInLayout, useOpenSettingsPages } from './SettingsNav.tsx';
import { SideNav } from './SideNav.tsx';

const Secondary = styled('aside', { shouldForwardProp: (prop) => prop !== 'width' })<{ width: number }>(
  ({ theme, width }) => ({
    width,
    flexShrink: 0,
    padding: `0 20px`,
    background: theme.colors.surface,
    borderInlineEnd: `1px solid ${theme.colors.border}`,
  }),
);

const SectionName = styled.p(({ theme }) => ({
  height: theme.sizes.headerHeight,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  fontSize: 18,
  fontWeight: 700,
  color: theme.colors.text,
}));

/** The settings' section (nav-items.tsx), the only one with pages of its own. */
const settingsSection = '/config';

/**
 * An icon rail beside a second column that names the current section and lists its pages. Only the settings
 * have pages of their own; elsewhere the second column would be an empty band, so it is not drawn.
 */
export function StackedSideLayout({ nav, children }: LayoutProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [location] = useLocation();
  const section = nav.find((item) => isInSection(item, location));
  const settingsPages = useOpenSettingsPages();
  // One settings page alone needs no list: the column would be an empty band again.
  const inSettings = section?.section === settingsSection && settingsPages.length > 1;
  return (
    <Shell>
      <div css={wideOnly}>
        <SideNav items={nav} width={theme.sizes.splitSideNavMiniWidth} iconOnly />
        {section && inSettings && (
          <Secondary width={theme.sizes.stackedSideNavSecondaryWidth}>
            <SectionName>{t(section.labelKey)}</SectionName>
            <SettingsNav inLayout />
          </Secondary>
        )}
      </div>
      <Column>
        <Header start={<NavDrawer items={nav} menuButtonCss={narrowOnly} />} />
        <SettingsPagesInLayout value={inSettings}>
          <PageContent>{children}</PageContent>
        </SettingsPagesInLayout>
      </Column>
    </Shell>
  );
}
