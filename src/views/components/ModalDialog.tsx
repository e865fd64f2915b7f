import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

const Panel = styled.dialog<{ width: number }>(({ theme, width }) => ({
  width: 'calc(100% - 32px)',
  maxWidth: width,
  maxHeight: '90vh',
  overflowY: 'auto',
  padding: 24,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadow.card,
  flexDirection: 'column',
  gap: 16,
  '&[open]': { display: 'flex' },
  '&::backdrop': { background: 'rgb(0 0 0 / 45%)' },
}));

type ModalDialogProps = {
  labelledBy: string;
  describedBy?: string;
  /** Escape: the caller closes the dialog through its own state (a machine event or a React state). */
  onCancel: () => void;
  width?: number;
  children: ReactNode;
};

/**
 * The app's modal: the browser's own <dialog> opened with showModal (focus stays inside, Escape cancels),
 * an open dialog where there is no showModal (jsdom). Mounted means open; the caller unmounts it to close,
 * and the focus goes back to the element that had it when the dialog opened.
 */
export function ModalDialog({ labelledBy, describedBy, onCancel, width = 480, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Whatever opened the dialog, read while rendering: the commit that mounts the dialog often disables its
  // opener (a button whose action is now pending), and the browser then moves the focus to <body> at its
  // next style update, which may come before an effect runs (a busy page: a frame in between). A dialog
  // removed from the page (not closed) gives no focus back by itself.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      // The opener may be gone (a deleted meeting's page): then the focus stays where the page put it.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
  return (
    <Panel
      ref={ref as Ref<HTMLDialogElement>}
      width={width}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </Panel>
  );
}
