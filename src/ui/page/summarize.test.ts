import { describe, expect, it } from 'vitest';
import { summarize } from './summarize';

describe('summarize', () => {
  it('keeps a short text whole', () => {
    expect(summarize('Un tour breve e rilassato.')).toBe('Un tour breve e rilassato.');
  });

  it('cuts a long text at a word boundary within the limit, with an ellipsis', () => {
    const text = 'parola '.repeat(40);
    const summary = summarize(text, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary).toMatch(/parola…$/);
  });
});
