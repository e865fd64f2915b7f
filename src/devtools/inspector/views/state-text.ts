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

const timeOfDay = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The time of day of an ISO instant, in the viewer's time zone, as the event timeline reads it (10:04:12). */
export const clockTime = (iso: string): string => timeOfDay.format(new Date(iso));
