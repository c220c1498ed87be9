import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface AuthTab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

interface AuthTabsProps<Key extends string> {
  label: string;
  tabs: readonly AuthTab<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (roving tabindex), arrow keys,
 * Home and End move between tabs. Small enough by hand that it is not worth a dependency.
 */
export function AuthTabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: AuthTabsProps<Key>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1"
      >
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId(tab.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`rounded-md px-3 py-2 text-sm font-semibold ${
                active ? 'bg-white text-vine-800 shadow-sm' : 'text-stone-700 hover:bg-white/60'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          hidden={tab.key !== selected}
          className="pt-6"
        >
          {/* Only the open panel is mounted: each form starts fresh when its tab is chosen. */}
          {tab.key === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
