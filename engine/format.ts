// Display formatting shared by the pages and the CLI: shares, averages, copies, win rates,
// week-over-week deltas and dates in Japan time. Missing or non-numeric values show "-".

/** Japan Standard Time is UTC+9 all year (no daylight saving), so plain arithmetic is exact. */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const MISSING = '-';

/** Calendar fields of an instant in JST, independent of the machine's time zone. */
export interface JstParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function toJstParts(ms: number): JstParts {
  const shifted = new Date(ms + JST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `yyyy{separator}mm{separator}dd` of the JST calendar day of an instant. */
export function jstDateText(ms: number, separator: '/' | '-'): string {
  const { year, month, day } = toJstParts(ms);
  return `${year}${separator}${pad2(month)}${separator}${pad2(day)}`;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Fixed decimals, rounding halves away from zero and never printing "-0". */
function fixed(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  // The tiny nudge keeps binary representation error (0.1235 * 1000 = 123.49999...) from
  // rounding a printed half down.
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + 1e-12))) / scale;
  return (rounded === 0 ? 0 : rounded).toFixed(decimals);
}

/** A fraction 0..1 as a percentage with one decimal: 0.1234 -> "12.3%". */
export function formatShare(fraction: number | null | undefined): string {
  return isNumber(fraction) ? `${fixed(fraction * 100, 1)}%` : MISSING;
}

/** An average with the given decimals (1 for category averages, 2 for adoption). */
export function formatAverage(value: number | null | undefined, decimals: number): string {
  return isNumber(value) ? fixed(value, decimals) : MISSING;
}

/** Average copies with the unit 枚: 2.5 -> "2.5枚". */
export function formatCopies(value: number | null | undefined, decimals = 1): string {
  return isNumber(value) ? `${fixed(value, decimals)}枚` : MISSING;
}

/** The win rate wins / (wins + losses) as a percentage, or "-" when no games were played. */
export function formatWinRate(wins: number, losses: number): string {
  const games = wins + losses;
  return games > 0 ? formatShare(wins / games) : MISSING;
}

/** A share difference (fractions) in percentage points: "+1.2pt", "-0.4pt", "±0.0pt". */
export function formatDelta(delta: number | null | undefined): string {
  if (!isNumber(delta)) return MISSING;
  const text = fixed(delta * 100, 1);
  if (Number(text) === 0) return '±0.0pt';
  return delta > 0 ? `+${text}pt` : `${text}pt`;
}

function parseMs(iso: string | null | undefined): number | undefined {
  if (iso == null || iso.trim() === '') return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The JST date of an ISO timestamp: "2026/04/05"; "-" when missing or invalid. */
export function formatDateJst(iso: string | null | undefined): string {
  const ms = parseMs(iso);
  return ms === undefined ? MISSING : jstDateText(ms, '/');
}

/** The JST date and time of an ISO timestamp: "2026/04/05 10:00"; "-" when missing or invalid. */
export function formatDateTimeJst(iso: string | null | undefined): string {
  const ms = parseMs(iso);
  if (ms === undefined) return MISSING;
  const { hour, minute } = toJstParts(ms);
  return `${jstDateText(ms, '/')} ${pad2(hour)}:${pad2(minute)}`;
}
