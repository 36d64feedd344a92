/**
 * `fetchpriority="high"` for the picture that is a page's largest paint, so that the browser fetches it
 * before the scripts. React 18 knows no `fetchPriority` prop (it warns, asking for the lowercase attribute
 * that React 19 renames it to); the lowercase attribute passes through as it is, spread in because the
 * types only list the camel-case name.
 */
export const highFetchPriority = { fetchpriority: 'high' } as Record<string, string>
