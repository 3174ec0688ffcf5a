import { data } from "react-router";
import type { Route } from "./+types/media";
import { parseMediaFile } from "~/lib/media";
import { backendContext } from "~/platform/context.server";
import { MediaLibrary } from "../media.server";

const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

/**
 * A size and format of a media library image. Its address names its content (the original's
 * hash), so browsers and proxies keep it for a year without asking again. Any site or mail
 * program may show it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseMediaFile(params.file);
  const { db } = context.get(backendContext);
  const bytes = file && (await new MediaLibrary(db).variant(file.id, file.format, file.width));
  if (!file || !bytes) throw data(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": types[file.format],
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // Shown by mail programs and other sites too: a newsletter's images, a shared post's.
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
}
