import { describe, expect, it } from 'vitest';
import { pageFile, undecidedPaths } from './routes';

describe('prerendered routes', () => {
  it('writes each path where Hosting (cleanUrls) serves it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/tour')).toBe('tour.html');
    expect(pageFile('/tour/pojega')).toBe('tour/pojega.html');
  });

  it('reports static routes that are neither prerendered nor declared SPA-only', () => {
    expect(undecidedPaths(['/', '/auth', '/tour/pojega', '/new-page'])).toEqual(['/new-page']);
  });
});
