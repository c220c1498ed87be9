import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Presses Tab until the focused element lies inside an element matching `selector`. */
export async function tabInto(page: Page, selector: string, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (wanted) => Boolean(document.activeElement?.closest(wanted)),
      selector,
    );
    if (inside) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element shows where the focus is (the site's :focus-visible outline or a ring). */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle,
      width: computed.outlineWidth,
      shadow: computed.boxShadow,
    };
  });
  const outlined = style.outline !== 'none' && style.width !== '0px';
  expect(outlined || style.shadow !== 'none', `focus indicator: ${JSON.stringify(style)}`).toBe(
    true,
  );
}

/** Whether the element holding the focus is inside `container`. */
export const focusIsInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));
