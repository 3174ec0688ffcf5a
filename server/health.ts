import express from "express";
import type { Backend } from "../app/server/backend.server";

/**
 * The probes a proxy, a service manager or a monitor asks: /healthz says the process answers (no
 * database work); /readyz says whether the database answers and is migrated, with the outbox's
 * waiting and failed counts, or 503 and a few words on what is wrong. Neither is indexed, cached
 * or logged, and neither says anything about addresses, errors or settings.
 */
export function healthChecks(backend: Backend): express.Router {
  const router = express.Router();
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  router.get("/healthz", (_req, res) => {
    res.set(headers).json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const state = await backend.readiness();
    res.set(headers);
    if (state.ready) res.json({ status: "ready", outbox: state.outbox });
    else res.status(503).json({ status: "not ready", reason: state.reason });
  });
  return router;
}
