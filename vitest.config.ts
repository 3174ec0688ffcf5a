import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/copies.ts", "tests/support/shipped-facts.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
