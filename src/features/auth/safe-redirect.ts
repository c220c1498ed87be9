/**
 * Where to go after signing in: an internal path from the `redirect` search parameter, else home.
 * Anything that could leave the site ('//evil.example', 'https:…', '/\\evil') is refused.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const internal = /^\/(?![/\\])[^\s]*$/.test(value);
  if (!internal || value.startsWith('/auth')) return '/';
  return value;
}
