import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/not-found";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    title: copy.chrome.notFound.metaTitle,
    description: copy.chrome.notFound.text,
    path: location.pathname,
    noindex: true,
  });
};

export default function NotFoundRoute() {
  return <NotFound />;
}
