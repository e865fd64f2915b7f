import type { StateValue } from 'xstate';

/** A state value as people read it: `polling.checking`, parallel regions joined by commas. */
export function stateText(value: StateValue | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = child === undefined ? '' : stateText(child);
      return inner === '' ? key : inner.includes(',') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(', ');
}

/** Hour, minute, second and millisecond of an ISO time, for the event list. */
export const clockTime = (iso: string): string => iso.slice(11, 23);
