/**
 * A prerendered page shows its buttons before React listens to them. A tap (or Enter, or Space) on
 * one of them in that moment would otherwise do nothing: this keeps the last such button and
 * clicks it again once React listens, which hydrates it first and then handles the click.
 * Links need no help: they navigate without JavaScript.
 */
export interface EarlyClicks {
  /** Stops keeping clicks and clicks the kept button again (call once React listens). */
  replay(): void;
  /** Stops keeping clicks and forgets them (the page is rendered afresh, not hydrated). */
  discard(): void;
}

export function keepEarlyClicks(root: HTMLElement): EarlyClicks {
  let clicked: HTMLElement | undefined;
  const keep = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const button = target.closest<HTMLElement>('button, [role="button"]');
    if (button && root.contains(button)) clicked = button;
  };
  root.addEventListener('click', keep, true);
  const stop = () => {
    root.removeEventListener('click', keep, true);
    const button = clicked;
    clicked = undefined;
    return button;
  };
  return {
    replay() {
      const button = stop();
      if (button?.isConnected) button.click();
    },
    discard() {
      stop();
    },
  };
}
