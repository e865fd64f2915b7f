import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useLocation } from 'wouter';
import { useMayOpen } from '../contexts/open-paths.tsx';
import { pathTo } from '../../domain/route-paths.ts';
import { mediaBelowMd } from '../../theme/layout-sizes.ts';

/** The settings pages, in the order the spec lists them; each is offered only when the route table opens it. */
const settingsPages = [
  { path: pathTo('/config/general'), titleKey: 'pages:titles.configGeneral' },
  { path: pathTo('/config/calendar'), titleKey: 'pages:titles.configCalendar' },
  { path: pathTo('/config/integrations'), titleKey: 'pages:titles.configIntegrations' },
  { path: pathTo('/config/bot'), titleKey: 'pages:titles.configBot' },
  { path: pathTo('/config/users'), titleKey: 'pages:titles.configUsers' },
  { path: pathTo('/config/security'), titleKey: 'pages:titles.configSecurity' },
] as const;

const Tab = styled(Link, { shouldForwardProp: (prop) => prop !== 'current' })<{ current: boolean }>(
  ({ theme, current }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    whiteSpace: 'nowrap',
    minHeight: 36,
    padding: '0 12px',
    borderRadius: theme.radius.md,
    color: current ? theme.colors.primaryDeep : theme.colors.text,
    background: current ? theme.colors.primarySubtle : 'transparent',
    fontWeight: current ? 700 : 500,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.primarySubtle },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  }),
);

/**
 * A tab says its page's title without the word the navigation already says ('Calendário', not 'Configurações de
 * calendário'), so the tabs fit one line; a page without a short name shows its title.
 */
const tabLabel = (t: TFunction, titleKey: string) =>
  t(titleKey.replace('pages:titles.', 'layout:settingsTabs.'), { defaultValue: t(titleKey) });

/** The settings pages the session may open. */
export function useOpenSettingsPages() {
  const mayOpen = useMayOpen();
  return settingsPages.filter((page) => mayOpen(page.path));
}

/** Whether the layout lists the settings pages beside the content already (the two-column menu, when wide). */
export const SettingsPagesInLayout = createContext(false);

/**
 * The settings pages side by side, above each of them: the main navigation has one "Configurações" item
 * (/config/general), so this is how an administrator reaches /config/bot, and everyone the other pages they
 * may open (the same rule as the main navigation, given by RouteGate). `maxWidth`: the page's, to line up.
 * `inLayout`: drawn as the two-column menu's second column, one page per line; the pages then draw none.
 */
export function SettingsNav({ maxWidth = 760, inLayout = false }: { maxWidth?: number; inLayout?: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const listedByLayout = useContext(SettingsPagesInLayout);
  const pages = useOpenSettingsPages();
  if (pages.length < 2) return null;
  const tabs: CSSObject = {
    display: 'flex',
    // One line: a tab that wrapped alone under the others read as a second menu. A phone scrolls them sideways.
    flexWrap: 'nowrap',
    overflowX: 'auto',
    gap: 4,
    maxWidth,
    margin: '0 auto',
    padding: '16px 16px 0',
  };
  return (
    <nav
      aria-label={t('layout:nav.settings')}
      css={
        inLayout
          ? { display: 'flex', flexDirection: 'column', gap: 4 }
          : // Where the layout's column lists them, the tabs show only on a phone, where that column is hidden.
            listedByLayout
            ? { ...tabs, display: 'none', [mediaBelowMd]: { display: 'flex' } }
            : tabs
      }
    >
      {pages.map((page) => {
        const current = location === page.path;
        return (
          <Tab key={page.path} href={page.path} current={current} aria-current={current ? 'page' : undefined}>
            {tabLabel(t, page.titleKey)}
          </Tab>
        );
      })}
    </nav>
  );
}
