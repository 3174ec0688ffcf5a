import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { useCopy } from "~/components/copy-context";
import { isLocale, pathIn } from "~/content/copy";

/** The page's language's version of a site path: "/contact" on a Bangla page is "/bn/contact". */
export function usePath() {
  const { code } = useCopy().locale;
  return (path: string) => (isLocale(code) ? pathIn(code, path) : path);
}

/*
 * Public pages are separate documents, even where the React runtime runs (see
 * app/lib/page/runtime.ts): a link or a search loads the next page whole, made instant by the
 * speculation rules, so that every page arrives as the server sends it.
 */

/**
 * A link to the page in the current page's language, or in `language` when it leads to something
 * written in another (a post a language without posts of its own lists).
 */
export function Link({ to, language, ...props }: LinkProps & { language?: string }) {
  const path = usePath();
  const localized = (page: string) => (isLocale(language) ? pathIn(language, page) : path(page));
  return <RouterLink to={typeof to === "string" ? localized(to) : to} reloadDocument {...props} />;
}

/** A navigation link in the current page's language, marked when it names the current page. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const path = usePath();
  return <RouterNavLink to={typeof to === "string" ? path(to) : to} reloadDocument {...props} />;
}

/**
 * A form sent to the action of the current page's language. A search (GET) loads its results as a
 * page; a form that posts is sent in the background once the runtime runs.
 */
export function Form({ action, method, ...props }: FormProps) {
  const path = usePath();
  return (
    <RouterForm
      action={action === undefined ? undefined : path(action)}
      method={method}
      reloadDocument={method === undefined || method.toLowerCase() === "get"}
      {...props}
    />
  );
}
