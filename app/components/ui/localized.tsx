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

/** React Router's Link, leading to the page in the current page's language. */
export function Link({ to, ...props }: LinkProps) {
  const path = usePath();
  return <RouterLink to={typeof to === "string" ? path(to) : to} {...props} />;
}

/** React Router's NavLink, in the current page's language. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const path = usePath();
  return <RouterNavLink to={typeof to === "string" ? path(to) : to} {...props} />;
}

/** React Router's Form, sent to the action of the current page's language. */
export function Form({ action, ...props }: FormProps) {
  const path = usePath();
  return <RouterForm action={action === undefined ? undefined : path(action)} {...props} />;
}
