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
              ["content", "components", "server", "routes", "features"],
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
              ["components", "server", "routes", "features"],
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
            layer(["server", "routes"], "components get server data from their route's props"),
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
    // Interface merging must repeat the library's type parameters even where unused.
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
);
