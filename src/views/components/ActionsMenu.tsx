import styled from '@emotion/styled';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';

const Menu = styled.details(({ theme }) => ({
  position: 'relative',
  summary: {
    cursor: 'pointer',
    listStyle: 'none',
    padding: '6px 12px',
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    whiteSpace: 'nowrap',
    fontWeight: 600,
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  },
  ul: {
    position: 'absolute',
    right: 0,
    zIndex: 3,
    margin: '4px 0 0',
    padding: 4,
    listStyle: 'none',
    minWidth: 200,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.card,
  },
  button: {
    width: '100%',
    textAlign: 'left',
    padding: '8px 10px',
    border: 'none',
    borderRadius: theme.radius.sm,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.primarySubtle },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
}));

export type MenuAction = { key: string; label: string; disabled?: boolean; onSelect: () => void };

const close = (menu: HTMLDetailsElement | null) => {
  if (!menu?.open) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
};

/**
 * Secondary actions behind one button (a disclosure: <details>), so what matters keeps the room. Choosing one,
 * Escape, or leaving the menu closes it; the button takes the focus back first, so a dialog the action opens
 * returns it there.
 */
export function ActionsMenu({
  label,
  accessibleName,
  actions,
}: {
  label: string;
  /** When the visible label needs more words (whose row it acts on); it must start with the label. */
  accessibleName?: string;
  actions: MenuAction[];
}) {
  const choose = (action: MenuAction) => (click: MouseEvent<HTMLButtonElement>) => {
    close(click.currentTarget.closest('details'));
    action.onSelect();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape' && event.currentTarget.open) {
      event.stopPropagation();
      close(event.currentTarget);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const menu = event.currentTarget;
    if (!menu.contains(event.relatedTarget as Node | null)) menu.open = false;
  };
  return (
    <Menu onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary aria-label={accessibleName}>{label}</summary>
      <ul>
        {actions.map((action) => (
          <li key={action.key}>
            <button type="button" disabled={action.disabled} onClick={choose(action)}>
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </Menu>
  );
}
