import { createHash } from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build as esbuild } from "esbuild";
import { defineConfig, type Plugin } from "vite";

/**
 * Libraries in few chunks instead of a dozen: on HTTP/1.1 over a slow mobile link, every extra
 * request costs round trips. React and the router are in every page that loads the runtime; the
 * forms library and the schema library get chunks of their own, loaded only by pages with a form
 * (which the workspace's pages are not: their first page stays light on a phone's data). (Application
 * code keeps Vite's own splitting: grouping it by folder creates import cycles between chunks.)
 */
function chunkFor(id: string) {
  if (/node_modules\/(zod|@conform-to\/zod)\//.test(id)) return "zod";
  if (/node_modules\/@conform-to\//.test(id)) return "forms";
  if (id.includes("node_modules")) return "vendor";
  return undefined;
}

const SITE_SCRIPT = "virtual:site-script";

/**
 * The site's small script (app/browser/site.ts), bundled on its own, apart from the React
 * application: `import url from "virtual:site-script"` gives its address. Beside it, the speed
 * report (app/browser/vitals.ts) that it loads for a sample of page views, by the address it is
 * given as `__VITALS_SCRIPT__`. The build writes both, named by their content; development serves
 * the sources through Vite.
 */
function siteScript(): Plugin {
  const entry = path.resolve(import.meta.dirname, "app/browser/site.ts");
  const vitals = path.resolve(import.meta.dirname, "app/browser/vitals.ts");
  const source = (file: string) => `/${path.relative(".", file)}`;
  let serving = false;
  return {
    name: "site-script",
    config: (_, { command }) =>
      command === "serve"
        ? { define: { __VITALS_SCRIPT__: JSON.stringify(source(vitals)) } }
        : undefined,
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === SITE_SCRIPT ? `\0${SITE_SCRIPT}` : undefined),
    async load(id) {
      if (id !== `\0${SITE_SCRIPT}`) return undefined;
      if (serving) return `export default ${JSON.stringify(source(entry))};`;
      const bundle = async (file: string, name: string, define: Record<string, string> = {}) => {
        const result = await esbuild({
          entryPoints: [file],
          bundle: true,
          minify: true,
          format: "esm",
          target: "es2022",
          write: false,
          logLevel: "warning",
          metafile: true,
          define,
        });
        for (const input of Object.keys(result.metafile?.inputs ?? {})) this.addWatchFile(input);
        const code = result.outputFiles[0]!.text;
        const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
        const fileName = `assets/${name}-${hash}.js`;
        if (this.environment.config.consumer === "client") {
          this.emitFile({ type: "asset", fileName, source: code });
        }
        return `/${fileName}`;
      };
      const vitalsUrl = await bundle(vitals, "vitals");
      const url = await bundle(entry, "site-script", {
        __VITALS_SCRIPT__: JSON.stringify(vitalsUrl),
      });
      return `export default ${JSON.stringify(url)};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), siteScript()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: chunkFor } } },
}));
