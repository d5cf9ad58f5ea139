/**
 * The value of an <input type="datetime-local"> ('2025-05-01T10:00') read as a wall-clock time in
 * the market's zone, not in the zone of the staff member's computer: a voucher "from 1 May
 * 00:00" starts at midnight where the customers are (Asia/Singapore for every market today).
 */
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** An instant as the datetime-local text of the zone's wall clock (to the minute). */
export function toZonedInput(iso: string, timeZone: string): string {
  const clock = wallClock(new Date(iso), timeZone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}

/**
 * The instant (ISO, UTC) of a datetime-local text read in the zone, or null when the text is not
 * one. The offset is taken at the guessed instant and checked once more, which is exact for any
 * zone whose offset does not change within hours of the time (all but a daylight-saving switch).
 */
export function fromZonedInput(text: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(naive)) return null;
  const first = naive - zoneOffsetMs(new Date(naive), timeZone);
  const settled = naive - zoneOffsetMs(new Date(first), timeZone);
  const result = new Date(settled);
  // '2025-02-30T10:00' rolls over into March in Date.UTC: refuse what is not a real date.
  return toZonedInput(result.toISOString(), timeZone) === text.trim() ? result.toISOString() : null;
}
