import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

// React's act() here, without Testing Library (which cannot hydrate with an error callback).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A reader of useHydrated that records every value it renders. */
function probe() {
  const rendered: boolean[] = [];
  function Probe() {
    const hydrated = useHydrated();
    rendered.push(hydrated);
    return <p>{hydrated ? 'interactive' : 'as served'}</p>;
  }
  return { Probe, rendered };
}

async function mount(element: React.ReactElement) {
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(element));
  return container;
}

describe('useHydrated', () => {
  it('hydrates as the served HTML, then turns true', async () => {
    const { Probe, rendered } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('as served');

    rendered.length = 0;
    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
    expect(hydrationErrors).toEqual([]);
    expect(rendered[0]).toBe(false);
    expect(rendered.at(-1)).toBe(true);
    expect(container.textContent).toBe('interactive');
  });

  it('starts true in a component mounted once the page is hydrated', async () => {
    const first = probe();
    const served = document.createElement('div');
    served.innerHTML = renderToString(<first.Probe />);
    await act(async () => {
      hydrateRoot(served, <first.Probe />);
    });

    const later = probe();
    const container = await mount(<later.Probe />);
    expect(later.rendered).toEqual([true]);
    expect(container.textContent).toBe('interactive');
  });

  it('starts true everywhere on a page rendered afresh', async () => {
    const { Probe, rendered } = probe();
    await mount(<Probe />);
    expect(rendered).toEqual([true]);
  });
});
