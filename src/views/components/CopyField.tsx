import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';

/**
 * A read-only value with a button that copies it. The copy's outcome is a passing remark beside the button,
 * not application state; when the browser refuses the clipboard the text stays selectable.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  primary = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  /** Copying is what the person came for (a share link just turned on): the filled button. */
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  // Through a promise, so a browser without a clipboard (or refusing it) lands in 'failed' too.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(
        () => setOutcome('copied'),
        () => setOutcome('failed'),
      );
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}>
      <div css={{ flex: '1 1 280px' }}>
        <TextField label={label} value={value} readOnly onFocus={(event) => event.target.select()} />
      </div>
      <Button variant={primary ? 'primary' : 'secondary'} onClick={copy}>
        {copyLabel}
      </Button>
      {outcome && (
        <output css={{ flexBasis: '100%' }}>
          {outcome === 'copied' ? t('common:copied') : t('common:copyFailed')}
        </output>
      )}
    </div>
  );
}
