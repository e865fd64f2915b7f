import styled from '@emotion/styled';
import type { InputHTMLAttributes } from 'react';

const ChooseLabel = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: theme.controlHeight,
  padding: '0 16px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primarySubtle },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  input: { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' },
}));

/**
 * A file input drawn as a secondary button with our own words. The browser's own control speaks the browser's
 * language ("Choose File / No file chosen" in an English Chromium), whatever the page's; the chosen file is
 * said by the form that holds the picker. Another `<label htmlFor>` may name the field too.
 */
export function FilePicker({
  chooseText,
  ...input
}: { chooseText: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <ChooseLabel>
      {chooseText}
      <input type="file" {...input} />
    </ChooseLabel>
  );
}
