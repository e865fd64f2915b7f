import { useId } from 'react';
import type { Person } from '../../../api-contract/people.ts';
import { displayName } from '../../../domain/display-name.ts';
import { Select } from '../../components/Select.tsx';

/** Who receives a person's meetings: the active people of the company, by name and e-mail. */
export function ReceiverSelect({
  label,
  noneLabel,
  receivers,
  value,
  onChange,
}: {
  label: string;
  /** The first choice, with no receiver (keep the meetings, or choose one). */
  noneLabel: string;
  receivers: readonly Person[];
  value: string;
  onChange: (userId: string) => void;
}) {
  const selectId = useId();
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label htmlFor={selectId} css={{ fontSize: 14, fontWeight: 600 }}>
        {label}
      </label>
      <Select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noneLabel}</option>
        {receivers.map((person) => (
          <option key={person.id} value={person.id}>
            {displayName(person)} ({person.emailAddress})
          </option>
        ))}
      </Select>
    </div>
  );
}
