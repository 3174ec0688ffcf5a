import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal panel sliding in from one side. It is a native modal <dialog>: the page behind it is inert,
 * Escape closes it and focus returns to the control that opened it; Tab wraps around inside it
 * instead of leaving for the browser's own controls. Buttons open it
 * declaratively (command="show-modal"), so it also works before scripts load or without them.
 */
export function SidePanel({
  id,
  open,
  onClose,
  label,
  children,
  lang,
  dir,
  className = "",
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  lang?: string;
  dir?: "ltr" | "rtl";
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      lang={lang}
      dir={dir}
      closedby="any"
      onClose={onClose}
      onKeyDown={wrapTabFocus}
      onClick={(event) => {
        // A click on the dialog box itself, not its content, is a click on the overlay.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`side-panel fixed inset-y-0 m-0 ms-auto h-dvh max-h-dvh w-[min(24rem,90vw)] max-w-none overflow-y-auto bg-surface-raised p-0 text-ink shadow-2xl ${className}`}
    >
      {children}
    </dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function wrapTabFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.checkVisibility(),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The button that opens a panel. Its expanded state comes from the invoker command, which browsers
 * derive from the dialog's state, so it carries no aria-expanded of its own.
 */
export function PanelToggle({
  panelId,
  onOpen,
  label,
  className,
  children,
}: {
  panelId: string;
  onOpen: () => void;
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
      onClick={onOpen}
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
      onClick={(event) => event.currentTarget.closest("dialog")?.close()}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink transition-colors hover:border-brand-600 hover:text-brand-ink"
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
