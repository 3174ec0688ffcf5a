import { defineConfig, devices } from "@playwright/test";
import { readFileSync } from "node:fs";

const chromium = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8")) as {
  path: string;
  args: string[];
};

const MAIN_PORT = 4173;
const STRICT_PORT = 4174;
const FACTS_PORT = 4175;
export const E2E_DATA = "data/e2e";

const server = (port: number, name: string, env: Record<string, string>) => ({
  command: `rm -f ${E2E_DATA}/${name}.db* && node build/server.js`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: `file:${E2E_DATA}/${name}.db`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    ...env,
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? chromium.path,
      args: chromium.args,
    },
  },
  webServer: [
    server(MAIN_PORT, "main", {
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_MAX: "10000",
      SPAM_RATE_LIMIT_MAX: "10000",
      INSIGHTS_MAX_PER_MINUTE: "100000",
      INSIGHTS_BROWSERS_PER_ADDRESS: "1000",
      WEBHOOK_POLL_MS: "500",
      WEBHOOK_RETRY_BASE_MS: "1000",
    }),
    server(STRICT_PORT, "strict", {
      FORM_MIN_FILL_MS: "1500",
      FORM_RATE_LIMIT_MAX: "2",
      SPAM_RATE_LIMIT_MAX: "2",
      SIGN_IN_MAX_FAILURES_PER_IP: "3",
    }),
    // The site's facts change there, so that no other test sees a price or number move.
    // Its landing pages' forms are sent by several tests (and their retries): the strict server
    // is the one that holds a sender to the limit.
    server(FACTS_PORT, "facts", { FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT_MAX: "10000" }),
  ],
});
