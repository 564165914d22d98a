/**
 * Where the server puts the answers a page was rendered with (backend infrastructure/web/page-template.ts; main.tsx
 * seeds the query cache with them). A module of its own: main.tsx needs this name only, and importing it from
 * server-pages.ts put the magazine's query modules (publisher-api.ts, theme-archive-api.ts) into the app's entry chunk,
 * which /about, /premium and /privacy then downloaded without using them.
 */
export const INITIAL_QUERIES_ID = 'initial-queries';
