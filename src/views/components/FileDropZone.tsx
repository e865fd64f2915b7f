import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';

const Zone = styled('div', { shouldForwardProp: (prop) => prop !== 'active' })<{ active: boolean }>(
  ({ theme, active }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    alignItems: 'center',
    padding: 24,
    textAlign: 'center',
    border: `2px dashed ${active ? theme.colors.primary : theme.colors.border}`,
    borderRadius: theme.radius.lg,
    background: active ? theme.colors.primarySubtle : 'transparent',
    color: theme.colors.textMuted,
  }),
);

/**
 * A dashed area a file can be dropped on, around the field's own picker (a FilePicker among the children),
 * so a keyboard or a phone chooses the same file by the picker and a mouse may drag it in.
 */
export function FileDropZone({ onFile, children }: { onFile: (file: File) => void; children: ReactNode }) {
  const [dragging, setDragging] = useState(false);
  return (
    <Zone
      active={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      {children}
    </Zone>
  );
}
