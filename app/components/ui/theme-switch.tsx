import { Monitor, Moon, Sun } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useCopy } from "~/components/copy-context";
import {
  chooseTheme,
  currentChoice,
  fixedThemeOf,
  THEME_EVENT,
  themeChoices,
  type ThemeChoice,
} from "~/lib/theme";

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

function subscribe(onChange: () => void) {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

/** The theme the page is drawn in, kept current as the visitor changes it. */
function useThemeChoice() {
  // The server draws a page in the system's theme unless the page has one of its own.
  const drawn = fixedThemeOf(useLocation().pathname) ?? "system";
  return useSyncExternalStore(subscribe, currentChoice, () => drawn);
}

/**
 * The header's theme button: the current theme's icon, opening the three choices in a popover
 * (native, so it closes on Escape or a click elsewhere).
 */
export function ThemeMenu({
  buttonClassName,
  className = "",
}: {
  buttonClassName: string;
  className?: string;
}) {
  const words = useCopy().chrome.theme;
  const choice = useThemeChoice();
  const Glyph = icons[choice];
  const id = useId();
  return (
    <div className={`theme-switch ${className}`}>
      <button
        type="button"
        popoverTarget={id}
        aria-label={`${words.label}: ${words[choice]}`}
        className={buttonClassName}
      >
        <Glyph className="size-5" aria-hidden="true" />
      </button>
      <div
        id={id}
        popover="auto"
        className="fixed inset-auto end-[max(1rem,calc((100vw-80rem)/2+2rem))] top-[calc(var(--header-height)-0.25rem)] m-0 rounded-2xl border border-line bg-surface-raised p-4 text-ink shadow-[var(--shadow-card)]"
      >
        <ThemeSwitch />
      </div>
    </div>
  );
}

/**
 * Light, dark or the system's setting, as three radio buttons. It needs a script, so the page shows
 * it only when scripts run (see `themeScript`); without one the page follows the system.
 */
export function ThemeSwitch({ className = "" }: { className?: string }) {
  const words = useCopy().chrome.theme;
  const name = useId();
  const choice = useThemeChoice();
  return (
    <fieldset className={`theme-switch ${className}`}>
      <legend className="mb-2 text-sm font-semibold text-ink-muted">{words.label}</legend>
      <div className="inline-flex gap-1 rounded-full border border-line bg-surface-raised p-1">
        {themeChoices.map((option) => {
          const Glyph = icons[option];
          return (
            <label
              key={option}
              className="inline-flex min-h-10 cursor-pointer items-center justify-center gap-1.5 rounded-full ps-3 pe-3.5 text-sm font-semibold text-ink-muted transition-colors hover:text-ink has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={choice === option}
                onChange={() => chooseTheme(option)}
                className="sr-only"
              />
              <Glyph className="size-4" aria-hidden="true" />
              {words[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
