import { redirect } from "react-router";
import type { Route } from "./+types/media-upload";
import { publishingWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { altTextOf, mediaNameOf } from "~/lib/media";
import { backendContext, staffContext } from "~/platform/context.server";
import { MediaError, MediaLibrary, type MediaProblem } from "../media.server";
import { actorOf, formOf } from "~/features/staff/index.server";

const words = publishingWords;

type Outcome = { name: string; ok: boolean; message: string };

/**
 * Uploads to the media library: each file made into its variants and stored whole, or refused
 * with the reason. The page's script sends one file at a time and reads the answer as JSON (to
 * show its progress); a plain form sends them all and is sent back to the library.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const library = new MediaLibrary(context.get(backendContext).db);
  const by = actorOf(context.get(staffContext));
  const alt = altTextOf(form.get("alt"));
  const files = form.getAll("file").filter((file): file is File => file instanceof File);
  const w = words.media;
  const outcomes: Outcome[] = [];
  for (const file of files.filter((f) => f.size > 0 || f.name)) {
    const name = mediaNameOf(file.name) || "image";
    try {
      const { added } = await library.add(
        { name, bytes: Buffer.from(await file.arrayBuffer()) },
        alt ? { en: alt } : {},
        by,
      );
      outcomes.push({ name, ok: true, message: fill(added ? w.uploaded : w.already, { name }) });
    } catch (error) {
      if (!MediaError.is(error)) throw error;
      const problem: MediaProblem = error.problem;
      outcomes.push({ name, ok: false, message: fill(w.problems[problem], { name }) });
    }
  }
  if (outcomes.length === 0) outcomes.push({ name: "", ok: false, message: w.problems.missing });
  const refused = outcomes.some((outcome) => !outcome.ok);
  if (request.headers.get("Accept")?.includes("application/json")) {
    return Response.json({ outcomes }, { status: refused ? 400 : 200 });
  }
  const params = new URLSearchParams(
    outcomes.map((outcome) => [outcome.ok ? "ok" : "error", outcome.message]),
  );
  return redirect(`/admin/media?${params}`, 303);
}
