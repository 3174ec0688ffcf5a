import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/workspace-layout";
import { Notice, WorkspaceShell } from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { workspaceCopy as words } from "~/content/workspace";
import { mayOpen } from "~/lib/workspace/sections";
import { requireStaff } from "../workspace-routes.server";
import { unreadLeads } from "~/features/leads/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

/** Every workspace page runs this first: no page is shown to anyone not signed in. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  const unread = mayOpen(user.role, "leads")
    ? await unreadLeads(context.get(backendContext).db)
    : 0;
  return { user, unread };
}

export const meta: Route.MetaFunction = () => [
  { title: `${words.name} | ${siteFacts().company.name}` },
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
  const data = useRouteLoaderData<typeof loader>("workspace");
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
