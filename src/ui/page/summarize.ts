/**
 * A page's meta description from its first paragraph: whole, when it fits the ~160 characters
 * search results show, or cut at the last word boundary with an ellipsis.
 */
export function summarize(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > maxLength / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
