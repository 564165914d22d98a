/** A react-router pattern ('/article/:idOrSlug') as a regular expression over a path (a trailing slash allowed). */
export function routePattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Compiles react-router patterns ('/article/:idOrSlug') into one matcher. */
export function routeMatcher(patterns: string[]): (path: string) => boolean {
  const expressions = patterns.map(routePattern);
  return (path) => expressions.some((expression) => expression.test(path));
}
