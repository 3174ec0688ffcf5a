import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const literalText =
  "Text a visitor reads comes from the copy (useCopy() or props), not a literal in the markup.";

/** An import rule refusing the given top-level folders of app/, by alias or relative path. */
const layer = (folders, message) => ({
  regex: `^(~/|(\\.\\./)+)(${folders.join("|")})(/|$)`,
  message,
});

const app = path.resolve(import.meta.dirname, "app");

/** Where an import lands, relative to app/ ("features/leads/inbox.server"), or null outside it. */
function landing(file, specifier) {
  let target;
  if (specifier.startsWith("~/")) target = path.join(app, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(app, target);
  return relative.startsWith("..") ? null : relative.split(path.sep).join("/");
}

/**
 * The capabilities' borders. A capability (app/features/<name>/) uses another only through that
 * one's index: `~/features/<name>` for what browsers may load, `~/features/<name>/index.server`
 * for server code. The platform, lib, content and the design kit import no capability (the
 * platform may name a capability's types: the database type is assembled from their tables).
 */
const borders = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = context.filename;
    const from = path.relative(app, file).split(path.sep);
    const own = from[0] === "features" ? from[1] : null;
    const check = (node, specifier, typeOnly) => {
      const to = landing(file, specifier)?.split("/");
      if (!to || to[0] !== "features") return;
      if (own) {
        if (to[1] === own) return;
        if (to.length === 2 || (to.length === 3 && to[2] === "index.server")) return;
        context.report({
          node,
          message: `A capability uses another only through its index: import from "~/features/${to[1]}" or "~/features/${to[1]}/index.server".`,
        });
      } else if (["platform", "lib", "content", "components", "browser"].includes(from[0])) {
        if (from[0] === "platform" && typeOnly) return;
        context.report({ node, message: `app/${from[0]}/ imports no capability.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === "type"),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) =>
        node.source.type === "Literal" && check(node, node.source.value, false),
    };
  },
};

/**
 * The workspace's words come a section at a time to what a browser loads: all of them at once
 * (`workspaceCopy`) would put every section's words on the first page a phone opens.
 */
const wordsBySection = {
  meta: { type: "problem", schema: [] },
  create(context) {
    if (/\.server\.tsx?$/.test(context.filename)) return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value !== "~/content/workspace" || node.importKind === "type") return;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportSpecifier" && specifier.imported.name === "workspaceCopy")
            context.report({
              node: specifier,
              message:
                "Import the sections' words this module reads (leadsWords, workspaceCommon, …), not workspaceCopy: that one is for server code.",
            });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Browser-only state (storage, media queries, scroll) can only be read after hydration, in an effect.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Words a visitor reads come from the page's copy (useCopy), so that every language shares the
    // same components: a letter in JSX text, in a string in JSX or in a text attribute is refused.
    // Symbols and punctuation (":", "·", "©", "*") contain no letter and pass.
    files: [
      "app/components/**/*.tsx",
      "app/routes/**/*.tsx",
      "app/features/**/*.tsx",
      "app/root.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXText[value=/\\p{L}/u]", message: literalText },
        { selector: "JSXExpressionContainer > Literal[value=/\\p{L}/u]", message: literalText },
        {
          selector:
            "JSXAttribute[name.name=/^(alt|title|placeholder|label|aria-label|aria-description|aria-roledescription)$/] Literal[value=/\\p{L}/u]",
          message: literalText,
        },
      ],
    },
  },
  // Layers point one way: routes and server code use content, content uses lib, and lib is pure.
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer(
              ["content", "components", "platform", "features"],
              "lib is pure: it takes what it needs as arguments",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer(
              ["components", "platform", "features"],
              "content is data: it imports only content and lib",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "app/features/*/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer(["platform"], "components get server data from their route's props"),
            { regex: "\\.server$", message: "components never import server modules" },
            {
              regex: "^~/content/[a-z]{2}(/|$)",
              message:
                "components take the page's language from useCopy(), not a language's module",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { local: { rules: { borders, wordsBySection } } },
    rules: { "local/borders": "error", "local/wordsBySection": "error" },
  },
  {
    // Interface merging must repeat the library's type parameters even where unused.
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
);
