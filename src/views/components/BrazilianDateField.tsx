import { useRef, type InputHTMLAttributes, type Ref } from 'react';
import { brazilianDayOf } from './brazilian-date.ts';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';

type BrazilianDateFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** The calendar button's name. */
  pickLabel: string;
  /** A day picked in the calendar, written DD/MM/AAAA for the field. */
  onPick: (brazilian: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A day typed as DD/MM/AAAA (brazilian-date.ts reads it), with a button that opens the browser's calendar: the
 * calendar's own input stays out of sight and out of the tab order, and only hands the field what was picked,
 * so the field always reads the Brazilian way.
 */
export function BrazilianDateField({ pickLabel, onPick, ...field }: BrazilianDateFieldProps) {
  const calendar = useRef<HTMLInputElement>(null);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}>
      <div css={{ flex: '1 1 180px', position: 'relative' }}>
        <TextField placeholder="dd/mm/aaaa" inputMode="numeric" autoComplete="off" {...field} />
        <input
          ref={calendar}
          type="date"
          tabIndex={-1}
          aria-hidden
          css={{ position: 'absolute', left: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0 }}
          onChange={(event) => {
            if (event.target.value) onPick(brazilianDayOf(event.target.value));
          }}
        />
      </div>
      <Button variant="secondary" onClick={() => calendar.current?.showPicker()}>
        {pickLabel}
      </Button>
    </div>
  );
}
