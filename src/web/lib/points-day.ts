// The daily points limit counts days of UTC (startOfUtcDay in the contract's game rules), the same
// day for every family; a parent reads its start on their own clock, not as "midnight UTC".

/**
 * When the next points day starts, on the clocks of `timeZone`: "8:00 PM", "5:30 AM", or
 * "midnight" where the zone is UTC's. It is the next start's, as summer time may move it.
 */
export function pointsDayStartsAt(now: Date, timeZone: string): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    next,
  );
  return time === '12:00 AM' ? 'midnight' : time;
}
