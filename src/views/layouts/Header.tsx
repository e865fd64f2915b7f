import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { openInspectorEvent, useMayInspect } from '../../devtools/inspector/access.ts';
import { selectDisplayName } from '../../machines/auth/session/selectors.ts';
import { Button } from '../components/Button.tsx';
import { SessionContext } from '../contexts/session.ts';
import { useThemePreference } from '../contexts/theme-preference.tsx';
import { AppearanceButton } from './appearance/AppearanceButton.tsx';
import { rootPath } from '../../domain/route-paths.ts';

const Bar = styled.header(({ theme }) => ({
  height: theme.sizes.headerHeight,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '0 16px',
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  // A phone's bar gives its gaps to the name before the name gives up a letter.
  '@media (max-width: 480px)': { gap: 4, padding: '0 8px' },
}));

// The one part of the bar that gives way on a phone: the name breaks into lines between its words instead of
// ending in an ellipsis ('Luca…'), the buttons stay whole.
const UserName = styled.span(({ theme }) => ({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontWeight: 600,
  color: theme.colors.text,
  whiteSpace: 'nowrap',
  '@media (max-width: 480px)': {
    // As wide as its longest word, never narrower (a word is not cut), the rest on the next line. ('auto'
    // is 0 for a box that hides its overflow, which cut 'Almeida' to 'Almei…'.)
    minWidth: 'min-content',
    whiteSpace: 'normal',
    fontSize: 14,
    lineHeight: 1.15,
    textAlign: 'end',
    maxHeight: '2.3em',
  },
}));

/** The header of every signed-in layout; `start` holds what a layout puts before the spacer (menu, brand, links). */
export function Header({ start }: { start?: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = SessionContext.useActorRef();
  const name = SessionContext.useSelector((snapshot) => selectDisplayName(snapshot, t('common:user')));
  const { preference, update } = useThemePreference();
  const isDark = preference.mode === 'dark';
  const mayInspect = useMayInspect();

  const signOut = () => {
    session.send({ type: 'session.signOut' });
    // Spec section 2: sign-out lands on the root, which sends the signed-out visitor to /login.
    navigate(rootPath);
  };

  return (
    <Bar>
      {start}
      <span css={{ flex: 1, minWidth: 0 }} />
      <UserName>{name}</UserName>
      <AppearanceButton />
      {mayInspect && (
        <Button
          variant="ghost"
          aria-label={t('layout:header.inspector')}
          title={t('layout:header.inspector')}
          aria-keyshortcuts="Control+Alt+I"
          // No room beside the others on a phone: there it opens from /support (and by the shortcut).
          css={{ '@media (max-width: 480px)': { display: 'none' } }}
          onClick={() => window.dispatchEvent(new Event(openInspectorEvent))}
        >
          <span aria-hidden>⚙</span>
        </Button>
      )}
      <Button
        variant="ghost"
        // A phone's bar keeps its room for the person's name: the appearance button offers light and dark too.
        css={{ '@media (max-width: 480px)': { display: 'none' } }}
        aria-label={t(isDark ? 'layout:header.toLightMode' : 'layout:header.toDarkMode')}
        onClick={() => update((current) => ({ ...current, mode: isDark ? 'light' : 'dark' }))}
      >
        <span aria-hidden>{isDark ? '☀' : '☾'}</span>
      </Button>
      <Button variant="secondary" onClick={signOut}>
        {t('layout:header.signOut')}
      </Button>
    </Bar>
  );
}
