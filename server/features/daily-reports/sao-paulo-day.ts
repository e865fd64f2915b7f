/*
 * Daily reports run on São Paulo's clock. Brazil has kept UTC−03:00 all year since daylight saving ended in
 * 2019, so a São Paulo day is [D 00:00−03:00, D+1 00:00−03:00).
 */
const zone = 'America/Sao_Paulo';
const dayMs = 86_400_000;

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The São Paulo day (YYYY-MM-DD) and time (HH:MM) at an instant. */
export function saoPauloClock(instant: Date): { day: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    clockFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - dayMs).toISOString().slice(0, 10);
}

/** The instants a São Paulo day starts and ends (exclusive). */
export function dayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00-03:00`);
  return { from, to: new Date(from.getTime() + dayMs) };
}

/**
 * The day whose report is due by now: today once its time has come, else yesterday. A report is sent when
 * its last sent day is before this one, so a server that was down at the time sends it when it is back
 * (the same day, or the next morning before the time comes again).
 */
export function dueDay(timeOfDay: string, now: Date): string {
  const clock = saoPauloClock(now);
  return timeOfDay <= clock.time ? clock.day : previousDay(clock.day);
}

/** DD/MM/YYYY, as a reader in Brazil writes the day. */
export function brazilianDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** HH:MM of an instant in São Paulo. */
export function saoPauloTime(instant: Date): string {
  return saoPauloClock(instant).time;
}
