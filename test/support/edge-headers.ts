/** The Cache-Control of readers' answers with the default settings (EdgePolicy: an hour at the edge, purged by events). */
export const EDGE_PUBLIC = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=30, stale-if-error=86400';
/** The same for answers showing most-read (changes without an event): a minute at the edge. */
export const EDGE_PUBLIC_MINUTE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=86400';
