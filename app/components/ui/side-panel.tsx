import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A modal panel sliding in from one side. It is a native modal <dialog>: the page behind it is inert,
 * Escape or a click outside closes it and focus returns to the control that opened it. Buttons
 * open it declaratively (command="show-modal"), so it works without the React runtime; the site's
 * small script keeps Tab inside it and stands in for browsers without invoker commands
 * (app/browser/dialogs.ts).
 */
export function SidePanel({
  id,
  label,
  children,
  lang,
  dir,
  className = "",
}: {
  id: string;
  label: string;
  children: ReactNode;
  lang?: string;
  dir?: "ltr" | "rtl";
  className?: string;
}) {
  return (
    <dialog
      id={id}
      aria-label={label}
      lang={lang}
      dir={dir}
      closedby="any"
      className={`side-panel fixed inset-y-0 m-0 ms-auto h-dvh max-h-dvh w-[min(24rem,90vw)] max-w-none overflow-y-auto bg-surface-raised p-0 text-ink shadow-2xl ${className}`}
    >
      {children}
    </dialog>
  );
}

/**
 * The button that opens a panel. Its expanded state comes from the invoker command, which browsers
 * derive from the dialog's state, so it carries no aria-expanded of its own.
 */
export function PanelToggle({
  panelId,
  label,
  className,
  children,
}: {
  panelId: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      commandfor={panelId}
      command="show-modal"
      aria-controls={panelId}
      aria-haspopup="dialog"
      aria-label={label}
      className={className}
    >
      {children}
    </button>
  );
}

export function PanelClose({ panelId, label }: { panelId: string; label: string }) {
  return (
    <button
      type="button"
      commandfor={panelId}
      command="close"
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink transition-colors hover:border-brand-600 hover:text-brand-ink"
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
