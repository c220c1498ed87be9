import { describe, expect, it } from 'vitest';
import { withStructuredData } from './structured-data';

describe('withStructuredData', () => {
  const page = '<html><head><title>t</title>\n  </head><body></body></html>';

  it("puts the page's data block at the end of its head", () => {
    const script = '<script type="application/ld+json">{"@type":"Event","name":"$&"}</script>';
    expect(withStructuredData(page, script)).toBe(
      `<html><head><title>t</title>\n    ${script}\n  </head><body></body></html>`,
    );
  });

  it('leaves a page without structured data as it is', () => {
    expect(withStructuredData(page, undefined)).toBe(page);
  });
});
