import { redirect } from "react-router";
import type { Route } from "./+types/my-data-download";
import { isLocale, pathIn } from "~/content/copy";
import { dhakaDay } from "~/lib/dhaka-time";
import { backendContext } from "~/platform/context.server";
import { emailOfDataLink, personalData } from "../subject-access.server";

/**
 * The copy itself, as one JSON file, for the button on the page a data request's link opens; a
 * link that has expired or was altered goes back to that page, which says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, secret } = context.get(backendContext);
  const form = await request.formData().catch(() => null);
  const token = String(form?.get("token") ?? "");
  const email = emailOfDataLink(secret, token);
  if (!email) {
    const language = form?.get("language");
    const page = pathIn(isLocale(language) ? language : "en", "/my-data");
    return redirect(`${page}?token=${encodeURIComponent(token.slice(0, 600))}`, 303);
  }
  const day = dhakaDay(Date.now());
  return new Response(JSON.stringify(await personalData(db, email), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="nakshi-labs-data-${day}.json"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
