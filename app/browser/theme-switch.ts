import { chooseTheme, currentChoice, THEME_EVENT, type ThemeChoice } from "~/lib/theme";

/**
 * The theme switches (header popover, drawer and slide menu): each shows the theme the page is
 * drawn in, and choosing one applies and remembers it. The header button's icon follows the
 * document's theme in CSS; its name is kept current here.
 */
export function themeSwitches() {
  const radios = [
    ...document.querySelectorAll<HTMLInputElement>(".theme-switch input[type=radio]"),
  ];
  const buttons = [...document.querySelectorAll<HTMLButtonElement>("button[data-theme-label]")];
  const show = () => {
    const choice = currentChoice();
    for (const radio of radios) radio.checked = radio.value === choice;
    for (const button of buttons) {
      const word = button.dataset[`word${choice[0]!.toUpperCase()}${choice.slice(1)}`];
      button.setAttribute("aria-label", `${button.dataset.themeLabel}: ${word}`);
    }
  };
  for (const radio of radios) {
    radio.addEventListener("change", () => chooseTheme(radio.value as ThemeChoice));
  }
  window.addEventListener(THEME_EVENT, show);
  show();
}
