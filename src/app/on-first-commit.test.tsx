import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnFirstCommit } from './on-first-commit';

describe('OnFirstCommit', () => {
  it('calls back once, when the tree is first committed, with the DOM already in place', () => {
    const seen: Array<string | null> = [];
    const callback = vi.fn(() => seen.push(document.querySelector('h1')?.textContent ?? null));
    const tree = (title: string) => (
      <>
        <h1>{title}</h1>
        <OnFirstCommit callback={callback} />
      </>
    );
    const { rerender } = render(tree('Eventi'));
    rerender(tree('Events'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Eventi']);
  });
});
