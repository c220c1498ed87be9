/**
 * Puts a page's structured data (src/content/structured-data, rendered by the prerender entry's
 * structuredDataScript) at the end of its <head>: search engines read it there, and the page
 * spends no JavaScript on it.
 */
export function withStructuredData(html: string, script: string | undefined): string {
  if (!script) return html;
  if (!html.includes('</head>')) throw new Error('the page has no </head>');
  return html.replace('</head>', () => `  ${script}\n  </head>`);
}
