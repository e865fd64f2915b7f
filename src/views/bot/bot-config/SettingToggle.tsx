import { useId } from 'react';
import { CheckOption, OptionHelp } from '../../components/CheckOption.tsx';

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
    <CheckOption>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span css={{ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
        <span css={{ fontWeight: 600 }}>{label}</span>
        <OptionHelp id={helpId}>{help}</OptionHelp>
      </span>
    </CheckOption>
  );
}
