// Study time as both sides count and show it. No zod: the web's format helpers, on every screen,
// import it (the first-load budget of docs/benchmarks.md#page-load keeps zod out of it).

/** A session left open is closed at this length (docs/rules.md#rules-the-product-leaves-open). */
export const STUDY_SESSION_MAX_MINUTES = 240;

/**
 * A duration as docs/product.md#constants-and-limits shows it: under 60 minutes as minutes ("45 min"), otherwise hours
 * and minutes ("1 h 5 min", "2 h").
 */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Whole minutes between two instants, rounded, at most the 4-hour close. */
export function studyMinutesBetween(start: Date, end: Date): number {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return Math.min(STUDY_SESSION_MAX_MINUTES, Math.max(0, minutes));
}
