import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/my-data";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { DataRequestForm } from "../components/data-request-form";
import { copyForPath, copyForRequest, localeOfRequest } from "~/content/copy";
import { fill } from "~/lib/format";
import { backendContext, visitContext } from "~/platform/context.server";
import { DOWNLOAD_PATH } from "../my-data";
import { emailOfDataLink, requestPersonalData } from "../subject-access.server";

/** A link from the e-mail shows a button (so link scanners download nothing); no token, the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return { state: "ask" as const };
  const email = emailOfDataLink(context.get(backendContext).secret, token);
  return email ? { state: "download" as const, email, token } : { state: "expired" as const };
}

const requestSchema = z.object({ email: z.email().max(254) });

export async function action({ request, context }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const copy = copyForRequest(request);
  const words = copy.forms.dataRequest;
  const form = await request.formData().catch(() => null);
  const asked = requestSchema.safeParse({ email: String(form?.get("email") ?? "").trim() });
  if (!asked.success) return data({ error: words.invalidEmail }, { status: 400 });
  const { ip } = context.get(visitContext);
  const limit = await backend.guard.hit("data-request", ip);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
    const message = fill(words.rateLimited, { minutes }, copy.locale.intl.number);
    return data({ error: message }, { status: 429 });
  }
  await requestPersonalData(backend, asked.data.email, localeOfRequest(request));
  return { sent: asked.data.email.toLowerCase() };
}

/** A link's page names the address it is for; the form's answer, the address asked about. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).forms.dataRequest.title },
  { name: "robots", content: "noindex" },
];

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy();
  const words = copy.forms.dataRequest;
  if (actionData && "sent" in actionData) {
    return (
      <MessagePage title={words.title}>
        <p role="status">{fill(words.sent, { email: actionData.sent })}</p>
      </MessagePage>
    );
  }
  if (loaderData.state === "download") {
    return (
      <MessagePage title={words.title}>
        <form method="post" action={DOWNLOAD_PATH}>
          <p>{fill(words.downloadText, { email: loaderData.email })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="language" value={copy.locale.code} />
          <button type="submit" className="btn-accent mt-6">
            {words.downloadButton}
          </button>
        </form>
      </MessagePage>
    );
  }
  const expired = loaderData.state === "expired";
  return (
    <MessagePage title={words.title}>
      {expired ? (
        <p role="status" className="mb-6">
          {words.expired}
        </p>
      ) : (
        <p className="mb-6">{words.intro}</p>
      )}
      {actionData && "error" in actionData ? (
        <p role="alert" className="mb-4 font-semibold text-accent-700">
          {actionData.error}
        </p>
      ) : null}
      <DataRequestForm id="my-data-email" />
    </MessagePage>
  );
}
