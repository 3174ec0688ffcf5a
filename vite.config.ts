import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Libraries in one chunk instead of a dozen: on HTTP/1.1 over a slow mobile link, every extra request
 * costs round trips. The schema library gets a chunk of its own, loaded only by pages whose forms
 * check fields in the browser. (Application code keeps Vite's own splitting: grouping it by folder
 * creates import cycles between chunks.)
 */
function chunkFor(id: string) {
  if (/node_modules\/(zod|@conform-to\/zod)\//.test(id)) return "zod";
  if (id.includes("node_modules")) return "vendor";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: chunkFor } } },
}));
