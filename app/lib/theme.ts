/**
 * The colour theme: light, dark, or the system's setting. A visitor's choice is kept in this
 * browser and set on the document by an inline script in the head, before anything is drawn, so a
 * reloaded dark page is dark from its first paint. Without a choice (or without scripts) the page
 * follows the system through CSS alone.
 */
export const themeChoices = ["light", "dark", "system"] as const;

export type ThemeChoice = (typeof themeChoices)[number];

export type Theme = Exclude<ThemeChoice, "system">;

const STORAGE_KEY = "theme";

/** Fired on `window` when the theme changes, so that every switch on the page shows it. */
export const THEME_EVENT = "themechange";

/** Pages that are drawn in one theme whatever the visitor chose: the spec's dark home. */
export function fixedThemeOf(pathname: string): Theme | undefined {
  return /^(\/(bn|ar))?\/home-dark\/?$/.test(pathname) ? "dark" : undefined;
}

/**
 * Runs in the head before the body is parsed: applies the stored choice unless the server fixed the
 * page's theme, and marks the document as scripted so that the theme switch is shown.
 */
export const themeScript = `try{var d=document.documentElement;d.setAttribute("data-scripted","");var t=localStorage.getItem("${STORAGE_KEY}");if(!d.hasAttribute("data-theme")&&(t==="light"||t==="dark"))d.setAttribute("data-theme",t)}catch(e){}`;

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme the document is drawn in now, as a switch shows it. */
export function currentChoice(): ThemeChoice {
  const value = document.documentElement.getAttribute("data-theme");
  return isTheme(value) ? value : "system";
}

function setDocumentTheme(theme: Theme | undefined) {
  const root = document.documentElement;
  if (theme) root.setAttribute("data-theme", theme);
  else root.removeAttribute("data-theme");
  window.dispatchEvent(new Event(THEME_EVENT));
}

/** Applies a visitor's choice and remembers it in this browser. */
export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === "system") window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page.
  }
  setDocumentTheme(choice === "system" ? undefined : choice);
}
