import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/paths";

export default {
  ssr: true,
  prerender: prerenderedPaths,
  future: { v8_middleware: true },
} satisfies Config;
