import { useId, type ReactNode } from "react";

export type TabItem = { id: string; label: string; panel: ReactNode };

/**
 * An accessible tabs widget (WAI-ARIA tabs pattern), served with its first tab selected. The site's
 * small script makes it work (app/browser/tabs.ts): one tab stop, a click or the arrow keys select
 * a tab, Home and End jump to the ends, and arrow directions follow the text direction.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const baseId = useId();

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // Two columns on a phone, so that every tab shows; one row from the small breakpoint.
        className="grid grid-cols-2 gap-1.5 rounded-3xl bg-surface-muted p-1.5 sm:mx-auto sm:flex sm:w-fit sm:gap-2 sm:rounded-full"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === 0}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === 0 ? 0 : -1}
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
          hidden={index !== 0}
          tabIndex={0}
          className="mt-10 rounded-[var(--radius-card)] focus-visible:outline-offset-4"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
