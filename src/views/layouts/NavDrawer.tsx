import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import { SideNav } from './SideNav.tsx';
import type { NavItem } from './nav-items.tsx';

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgb(0 0 0 / 40%)',
  display: 'flex',
});

/** The navigation over the content: the whole menu of contentOverlay, and of side layouts on small screens. */
export function NavDrawer({
  items,
  menuButtonCss,
}: {
  items: readonly NavItem[];
  menuButtonCss?: CSSObject;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <Button variant="ghost" css={menuButtonCss} aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden>☰</span>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t(open ? 'layout:header.closeNav' : 'layout:header.openNav')}
        </span>
      </Button>
      {open && (
        <Backdrop onClick={(event) => event.target === event.currentTarget && setOpen(false)}>
          <SideNav items={items} width={290} onNavigate={() => setOpen(false)} />
        </Backdrop>
      )}
    </>
  );
}
