import { workspaceMeta } from "~/lib/workspace";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/workspace-layout";
import { Notice, WorkspaceShell, type NavigationCounts } from "~/components/workspace/shell";
import { siteFacts } from "~/content/facts";
import { workspaceCommon } from "~/content/workspace";
import { mayOpen } from "~/lib/workspace/sections";
import { requireStaff } from "../workspace-routes.server";
import { unreadLeads } from "~/features/leads/index.server";
import { heldComments } from "~/features/comments/index.server";
import { waitingSpam } from "~/features/submissions/index.server";
import type { Db } from "~/platform/db/db.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = workspaceCommon;

/** Every workspace page runs this first: no page is shown to anyone not signed in. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/** Who is signed in, and the counts beside the sections their role opens. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  const { db } = context.get(backendContext);
  const countOf = (section: "leads" | "comments" | "spam", count: (db: Db) => Promise<number>) =>
    mayOpen(user.role, section) ? count(db) : Promise.resolve(0);
  const [leads, comments, spam] = await Promise.all([
    countOf("leads", unreadLeads),
    countOf("comments", heldComments),
    countOf("spam", waitingSpam),
  ]);
  return { user, counts: { leads, comments, spam } satisfies NavigationCounts };
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.name, siteFacts().company.name);

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  return (
    <WorkspaceShell user={loaderData.user} counts={loaderData.counts}>
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
    <WorkspaceShell user={data.user} counts={data.counts}>
      {body}
    </WorkspaceShell>
  ) : (
    <main className="mx-auto max-w-xl p-6">{body}</main>
  );
}
