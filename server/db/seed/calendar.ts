/**
 * Brazil has had no daylight saving time since 2019, so São Paulo wall-clock time is a fixed UTC-03:00.
 * The API's date filters use the database's America/Sao_Paulo rules; the two agree.
 */
const saoPauloOffset = '-03:00';

// Built once: the seed asks for every meeting's instant, and a formatter is costly to build.
const saoPauloDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The instant `daysAgo` days before `now`'s São Paulo calendar day, at `time` on São Paulo's clock. */
export function saoPauloInstant(now: Date, daysAgo: number, time: string): Date {
  const today = saoPauloDate.format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day - daysAgo)).toISOString().slice(0, 10);
  return new Date(`${date}T${time}:00${saoPauloOffset}`);
}
