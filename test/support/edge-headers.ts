/** The Cache-Control of readers' answers with the default settings (EdgePolicy: an hour at the edge, purged by events). */
export const EDGE_PUBLIC = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=30, stale-if-error=86400';
/**
 * The same for answers showing most-read (changes without an event): kept at the edge only while the app's copy is
 * fresh, a minute at most (so 1 to 60 seconds, depending on the copy's age).
 */
export const EDGE_PUBLIC_MINUTE = /^public, max-age=0, s-maxage=([1-9]|[1-5]\d|60), stale-while-revalidate=30, stale-if-error=86400$/;
