const LANGUAGE_KEY = "preferred-language";

/** A language chosen in a language switch is remembered in this browser. */
export function languageMemory() {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-language]");
    if (!link) return;
    try {
      window.localStorage.setItem(LANGUAGE_KEY, link.dataset.language ?? "");
    } catch {
      // Storage may be unavailable (private mode); the link works all the same.
    }
  });
}

/** A "go back" link steps back when there is somewhere to go back to; it leads home otherwise. */
export function historyBack() {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a[data-history-back]");
    if (!link || window.history.length <= 1) return;
    event.preventDefault();
    window.history.back();
  });
}
