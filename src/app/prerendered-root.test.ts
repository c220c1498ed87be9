import { describe, expect, it } from 'vitest';
import { isPrerenderedFor, normalizePath } from './prerendered-root';

function root(renderedFor: string | null, hasChildren = true): Element {
  return {
    getAttribute: (name: string) => (name === 'data-prerendered' ? renderedFor : null),
    hasChildNodes: () => hasChildren,
  } as unknown as Element;
}

describe('prerendered root', () => {
  it('is hydrated only on the path it was rendered for, trailing slash or not', () => {
    expect(isPrerenderedFor(root('/tour'), '/tour')).toBe(true);
    expect(isPrerenderedFor(root('/tour'), '/tour/')).toBe(true);
    expect(isPrerenderedFor(root('/'), '/')).toBe(true);
  });

  it("is rendered afresh where Hosting answered with another page's HTML", () => {
    expect(isPrerenderedFor(root('/'), '/auth')).toBe(false);
    expect(isPrerenderedFor(root(null), '/tour')).toBe(false);
    expect(isPrerenderedFor(root('/tour', false), '/tour')).toBe(false);
  });

  it('compares decoded paths and survives malformed ones', () => {
    expect(isPrerenderedFor(root('/tour/caffè'), '/tour/caff%C3%A8')).toBe(true);
    expect(isPrerenderedFor(root('/tour'), '/%E0%A4%A')).toBe(false);
    expect(normalizePath('/eventi///')).toBe('/eventi');
  });
});
