import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { id: string; label: string; panel: ReactNode };

/**
 * An accessible tabs widget (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs and
 * activate them, Home and End jump to the ends. Arrow directions follow the text direction.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step) select(active + step);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Two columns on a phone, so that every tab shows; one row from the small breakpoint.
        className="grid grid-cols-2 gap-1.5 rounded-3xl bg-surface-muted p-1.5 sm:mx-auto sm:flex sm:w-fit sm:gap-2 sm:rounded-full"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-ink-muted sm:px-4 sm:whitespace-nowrap transition-colors hover:text-ink aria-selected:bg-brand-700 aria-selected:text-white sm:px-5 sm:text-base"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={index !== active}
          tabIndex={0}
          className="mt-10 rounded-[var(--radius-card)] focus-visible:outline-offset-4"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
