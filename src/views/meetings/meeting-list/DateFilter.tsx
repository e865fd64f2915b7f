import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrazilianDateField } from '../../components/BrazilianDateField.tsx';
import { brazilianDayOf, isoDayOf } from '../../components/brazilian-date.ts';
import { mediaBelowMd } from '../../../theme/layout-sizes.ts';

type DateFilterProps = {
  label: string;
  /** The filter's day as the machine and the API take it (YYYY-MM-DD), or unset. */
  value: string | undefined;
  onChange: (isoDay: string | undefined) => void;
};

const shownOf = (isoDay: string | undefined) => (isoDay ? brazilianDayOf(isoDay) : '');

/**
 * One end of the period, typed dd/mm/aaaa whatever the browser's language (or picked in the calendar). The
 * list follows each whole day typed; a day being typed, or one that is not on the calendar, leaves the filter
 * as it was and stays in the field, said wrong once the person leaves it. A change made elsewhere ("Limpar
 * filtros", an address) replaces what the field shows.
 */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shownOf(value));
  const [followed, setFollowed] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== followed) {
    setFollowed(value);
    if (isoDayOf(text) !== value) setText(shownOf(value));
  }
  const typed = (next: string) => {
    setText(next);
    if (next.trim() === '') onChange(undefined);
    else {
      const isoDay = isoDayOf(next);
      if (isoDay !== null) onChange(isoDay);
    }
  };
  const invalid = left && text.trim() !== '' && isoDayOf(text) === null;
  return (
    // Two of the bar's columns hold the field and its calendar button on one line; a phone's bar may have one.
    // The field may be narrower than the browser's default input, and its label reads like the bar's others.
    <div
      css={{
        gridColumn: 'span 2',
        '& input:not([type="date"])': { width: '100%', minWidth: 0, boxSizing: 'border-box' },
        '& label': { fontSize: 13 },
        [mediaBelowMd]: { gridColumn: '1 / -1' },
      }}
    >
      <BrazilianDateField
        label={label}
        pickLabel={t('meetings:filters.pickDate')}
        error={invalid ? t('meetings:filters.dateInvalid') : undefined}
        value={text}
        onChange={(event) => {
          setLeft(false);
          typed(event.target.value);
        }}
        onBlur={() => setLeft(true)}
        onPick={(brazilian) => {
          setLeft(false);
          typed(brazilian);
        }}
      />
    </div>
  );
}
