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

/** An icon rail beside a secondary panel that names the current section. */
export function StackedSideLayout({ nav, children }: LayoutProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [location] = useLocation();
  const section = nav.find((item) => isInSection(item, location));
  return (
    <Shell>
      <div css={wideOnly}>
        <SideNav items={nav} width={theme.sizes.splitSideNavMiniWidth} iconOnly />
        <Secondary width={theme.sizes.stackedSideNavSecondaryWidth}>
          <SectionName>{section ? t(section.labelKey) : t('common:productName')}</SectionName>
        </Secondary>
      </div>
      <Column>
        <Header start={<NavDrawer items={nav} menuButtonCss={narrowOnly} />} />
        <PageContent>{children}</PageContent>
      </Column>
    </Shell>
  );
}
