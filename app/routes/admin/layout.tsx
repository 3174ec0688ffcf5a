import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { Notice, WorkspaceShell } from "~/components/workspace/shell";
import { site } from "~/content/site";
import { workspaceCopy as words } from "~/content/workspace";
import { unreadLeads } from "~/server/inbox.server";
import { requireStaff } from "~/server/workspace-routes.server";

/** Every workspace page runs this first: no page is shown to anyone not signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireStaff(context, request);
  return { user, unread: await unreadLeads(context.backend.db) };
}

export const meta: Route.MetaFunction = () => [
  { title: `${words.name} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WorkspaceShell user={loaderData.user} unread={loaderData.unread}>
      <Outlet />
    </WorkspaceShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const message =
    isRouteErrorResponse(error) && error.status === 404 ? words.notFound : words.failed;
  const body = <Notice tone="error">{message}</Notice>;
  return data ? (
    <WorkspaceShell user={data.user} unread={data.unread}>
      {body}
    </WorkspaceShell>
  ) : (
    <main className="mx-auto max-w-xl p-6">{body}</main>
  );
}
