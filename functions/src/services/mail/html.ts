/**
 * HTML for e-mails, built only from escaped text: user input never reaches the markup unescaped.
 * `SafeHtml` marks strings this module produced, so a template cannot pass raw text by mistake.
 */
export type SafeHtml = string & { readonly __safeHtml: true };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const safe = (html: string) => html as SafeHtml;

/** A paragraph of text; line breaks typed by the sender are kept. */
export function paragraph(text: string): SafeHtml {
  return safe(`<p style="margin:0 0 12px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`);
}

/** A paragraph holding one link; only http(s) addresses are accepted. */
export function linkParagraph(href: string, text: string): SafeHtml {
  if (!/^https?:\/\//.test(href)) throw new Error('Only http(s) links go into e-mails');
  return safe(
    `<p style="margin:0 0 12px"><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`,
  );
}

/** One line of a list: some text, optionally followed by a link (http(s) only). */
export interface ListItem {
  text: string;
  link?: { href: string; text: string };
}

/** A bulleted list whose lines may each end with a link, e.g. each participant with their own. */
export function itemList(items: readonly ListItem[]): SafeHtml {
  const lines = items.map(({ text, link }) => {
    if (link && !/^https?:\/\//.test(link.href))
      throw new Error('Only http(s) links go into e-mails');
    const anchor = link ? `: <a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : '';
    return `<li style="margin:0 0 6px">${escapeHtml(text)}${anchor}</li>`;
  });
  return safe(`<ul style="margin:0 0 12px;padding-left:20px">${lines.join('')}</ul>`);
}

/** An image attached to the mail (`cid:`), e.g. the ticket's QR code, at its size in CSS pixels. */
export function inlineImage(cid: string, alt: string, size: number): SafeHtml {
  if (!/^[\w.@-]+$/.test(cid)) throw new Error('A content id is letters, digits and . @ - _');
  return safe(
    `<p style="margin:0 0 12px"><img src="cid:${cid}" width="${size}" height="${size}" alt="${escapeHtml(alt)}" style="display:block"></p>`,
  );
}

export function heading(text: string): SafeHtml {
  return safe(`<h2 style="margin:20px 0 8px;font-size:16px">${escapeHtml(text)}</h2>`);
}

/** Label/value rows; empty values are left out so staff read only what was filled. */
export function fieldTable(rows: ReadonlyArray<readonly [label: string, value: string]>): SafeHtml {
  const cells = rows
    .filter(([, value]) => value.trim() !== '')
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return safe(`<table style="border-collapse:collapse;margin:0 0 12px">${cells}</table>`);
}

export function htmlDocument(lang: string, title: string, blocks: readonly SafeHtml[]): string {
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1f2937">',
    ...blocks,
    '</body></html>',
  ].join('');
}

/** The same rows as plain text, for the text part of the mail. */
export function textTable(rows: ReadonlyArray<readonly [label: string, value: string]>): string {
  return rows
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
