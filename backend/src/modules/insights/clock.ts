/** Times as runners write them ('29:50', '1:58:30'), read and written. Pure. */

/** A time as a runner writes it: '29:50', '1:58:30', '4:30' (hours and minutes when the seconds are none). */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (!h) return `${m}:${two(s)}`;
  return s ? `${h}:${two(m)}:${two(s)}` : `${h}:${two(m)}`;
}

/** Seconds of a written time, read as minutes and seconds ('27:30') or hours, minutes and seconds ('1:02:10'). */
export function secondsOfClock(clock: string): number {
  const parts = clock.split(':').map(Number);
  return parts.length === 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : parts[0] * 60 + parts[1];
}
