import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test drives: every one a view creates is listed, with the options
 * it was given, and `show` tells it its element came into view (or left it). Install it with
 * `vi.stubGlobal('IntersectionObserver', ViewportObserver)`.
 */
export class ViewportObserver {
  static instances: ViewportObserver[] = [];
  readonly observe = vi.fn();
  readonly disconnect = vi.fn();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ViewportObserver.instances.push(this);
  }
  show(isIntersecting: boolean) {
    act(() => {
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
}
