import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Logo } from '../components/Logo.tsx';
import { Header } from './Header.tsx';
import type { LayoutProps } from './layout-props.ts';
import { isInSection } from './nav-items.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { PageContent } from './PageContent.tsx';
import { Column, narrowOnly, Shell, wideOnly } from './shell.ts';

const TopLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'current' })<{ current: boolean }>(
  ({ theme, current }) => ({
    padding: '8px 12px',
    borderRadius: theme.radius.md,
    textDecoration: 'none',
    fontWeight: 600,
    color: current ? theme.colors.primary : theme.colors.textMuted,
    background: current ? theme.colors.primarySubtle : 'transparent',
  }),
);

/** No side navigation: the brand and the menu sit in the header. */
export function TopBarClassicLayout({ nav, children }: LayoutProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const links = (
    <nav aria-label={t('layout:nav.label')} css={{ ...wideOnly, gap: 4, marginInlineStart: 16 }}>
      {nav.map((item) => {
        const current = isInSection(item, location);
        return (
          <TopLink
            key={item.path}
            href={item.path}
            current={current}
            aria-current={current ? 'page' : undefined}
          >
            {t(item.labelKey)}
          </TopLink>
        );
      })}
    </nav>
  );
  return (
    <Shell>
      <Column>
        <Header
          start={
            <>
              <NavDrawer items={nav} menuButtonCss={narrowOnly} />
              <Logo size={32} />
              {links}
            </>
          }
        />
        <div css={{ width: '100%', maxWidth: 1280, margin: '0 auto', flex: 1, display: 'flex' }}>
          <PageContent>{children}</PageContent>
        </div>
      </Column>
    </Shell>
  );
}
