import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { t } from "~/content/i18n";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: t.notFound.metaTitle,
    description: t.notFound.text,
    path: location.pathname,
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
