/**
 * The side panels are native modal dialogs opened by invoker commands (`commandfor`/`command`), and
 * closed by a click outside (`closedby="any"`); both work without this script in current browsers.
 * Here: the same for browsers without them, and Tab kept inside an open panel.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

export function dialogs() {
  const commands = "command" in HTMLButtonElement.prototype;
  const lightDismiss = "closedBy" in HTMLDialogElement.prototype;
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (!lightDismiss && target instanceof HTMLDialogElement && target.open) target.close();
    if (commands) return;
    const button = target.closest<HTMLButtonElement>("button[commandfor]");
    const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    else if (command === "close") dialog.close();
  });
  document.addEventListener("keydown", (event) => {
    const dialog = (event.target as Element).closest?.("dialog[open]");
    if (event.key !== "Tab" || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
      element.checkVisibility(),
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
  });
}
