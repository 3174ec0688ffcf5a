import { Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import { useCopy } from "~/components/copy-context";
import { fixedThemeOf, themeChoices, type ThemeChoice } from "~/lib/theme";

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

/** The theme the server draws the page in: the system's, unless the page has one of its own. */
function useDrawnTheme(): ThemeChoice {
  return fixedThemeOf(useLocation().pathname) ?? "system";
}

/*
 * The switches are drawn in the theme the server knows; the site's small script shows the
 * visitor's stored choice and applies a new one (app/browser/theme-switch.ts).
 */

/**
 * The header's theme button: the current theme's icon (CSS shows the one matching the document),
 * opening the three choices in a popover (native, so it closes on Escape or a click elsewhere).
 */
export function ThemeMenu({
  buttonClassName,
  className = "",
}: {
  buttonClassName: string;
  className?: string;
}) {
  const words = useCopy().chrome.theme;
  const drawn = useDrawnTheme();
  const id = useId();
  return (
    <div className={`theme-switch ${className}`}>
      <button
        type="button"
        popoverTarget={id}
        aria-label={`${words.label}: ${words[drawn]}`}
        data-theme-label={words.label}
        data-word-light={words.light}
        data-word-dark={words.dark}
        data-word-system={words.system}
        className={buttonClassName}
      >
        {themeChoices.map((choice) => {
          const Glyph = icons[choice];
          return (
            <Glyph
              key={choice}
              className="theme-glyph size-5"
              data-glyph={choice}
              aria-hidden="true"
            />
          );
        })}
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
  const drawn = useDrawnTheme();
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
                defaultChecked={drawn === option}
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
