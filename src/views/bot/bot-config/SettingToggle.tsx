import styled from '@emotion/styled';
import { useId } from 'react';

const Option = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 10,
  padding: '10px 12px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  cursor: 'pointer',
  minWidth: 0,
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  input: { marginTop: 3, accentColor: theme.colors.primary, flexShrink: 0, width: 18, height: 18 },
}));

const Help = styled.span(({ theme }) => ({ fontSize: 14, color: theme.colors.textMuted }));

/** A setting that is on or off, saved as soon as it changes: a labelled checkbox with its explanation. */
export function SettingToggle({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  return (
    <Option>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span css={{ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
        <span css={{ fontWeight: 600 }}>{label}</span>
        <Help id={helpId}>{help}</Help>
      </span>
    </Option>
  );
}
