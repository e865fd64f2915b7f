import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Logo } from '../components/Logo.tsx';
import { isInSection, type NavItem } from './nav-items.tsx';

const Nav = styled('nav', { shouldForwardProp: (prop) => prop !== 'width' && prop !== 'bordered' })<{
  width: number;
  bordered: boolean;
}>(({ theme, width, bordered }) => ({
  width,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '0 12px 24px',
  background: theme.colors.surface,
  borderInlineEnd: bordered ? `1px solid ${theme.colors.border}` : 'none',
  transition: 'width 160ms ease',
  overflowY: 'auto',
}));

const Brand = styled.div(({ theme }) => ({
  height: theme.sizes.headerHeight,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '0 8px',
  fontWeight: 800,
  fontSize: 20,
  color: theme.colors.text,
}));

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

const ItemLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'current' && prop !== 'iconOnly' })<{
  current: boolean;
  iconOnly: boolean;
}>(({ theme, current, iconOnly }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: iconOnly ? 'center' : 'flex-start',
  gap: 12,
  minHeight: 44,
  padding: iconOnly ? 0 : '0 12px',
  borderRadius: theme.radius.md,
  textDecoration: 'none',
  fontWeight: 600,
  color: current ? theme.colors.primary : theme.colors.textMuted,
  background: current ? theme.colors.primarySubtle : 'transparent',
  '&:hover': { color: theme.colors.primary },
  '&:focus-visible': { outline: `2px solid ${theme.colors.primary}` },
}));

type SideNavProps = {
  /** The items to show, already filtered to what the session may open. */
  items: readonly NavItem[];
  width: number;
  /** Icons only, each named by its accessible label. */
  iconOnly?: boolean;
  bordered?: boolean;
  showBrand?: boolean;
  onNavigate?: () => void;
};

export function SideNav({
  items,
  width,
  iconOnly = false,
  bordered = true,
  showBrand = true,
  onNavigate,
}: SideNavProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <Nav aria-label={t('layout:nav.label')} width={width} bordered={bordered}>
      {showBrand && (
        <Brand>
          <Logo size={32} />
          {!iconOnly && <span aria-hidden>{t('common:productName')}</span>}
        </Brand>
      )}
      <List>
        {items.map((item) => {
          const current = isInSection(item, location);
          const label = t(item.labelKey);
          return (
            <li key={item.path}>
              <ItemLink
                href={item.path}
                current={current}
                iconOnly={iconOnly}
                aria-current={current ? 'page' : undefined}
                aria-label={iconOnly ? label : undefined}
                title={iconOnly ? label : undefined}
                onClick={onNavigate}
              >
                {item.icon}
                {!iconOnly && <span>{label}</span>}
              </ItemLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
