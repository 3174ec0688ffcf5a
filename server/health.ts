import { isIP } from "node:net";
import express from "express";
import type { Backend } from "../app/backend.server";

/**
 * Whether a request comes from a program on this machine, straight to the app: its peer and its
 * address (`req.ip`, which `trust proxy` takes from the forwarding headers) are loopback, and no
 * proxy passed it on. A visitor's request through the local proxy has a loopback peer, and with a
 * generous `trust proxy` a forged `X-Forwarded-For` could make `req.ip` read 127.0.0.1 too: the
 * forwarding headers themselves tell that it was passed on.
 */
function fromThisMachine(req: express.Request) {
  const loopback = (address: string | undefined) => {
    const plain = address?.replace(/^::ffff:/, "") ?? "";
    return plain === "::1" || (isIP(plain) === 4 && plain.startsWith("127."));
  };
  return (
    loopback(req.socket.remoteAddress) &&
    loopback(req.ip) &&
    req.headers["x-forwarded-for"] === undefined &&
    req.headers.forwarded === undefined
  );
}

/**
 * The probes a proxy, a service manager or a monitor asks: /healthz says the process answers (no
 * database work); /readyz says whether the database answers and is migrated, or 503 and a few
 * words on what is wrong. Only a caller on the machine itself also gets the outbox's waiting and
 * failed counts, and how many kept submissions wait to be stored (staff see them on the workspace's Mail page): the public learns nothing of the
 * site's mail. Neither is indexed, cached or logged, and neither says anything about addresses,
 * errors or settings.
 */
export function healthChecks(backend: Backend): express.Router {
  const router = express.Router();
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  router.get("/healthz", (_req, res) => {
    res.set(headers).json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    const state = await backend.readiness();
    res.set(headers);
    if (!state.ready) res.status(503).json({ status: "not ready", reason: state.reason });
    else if (fromThisMachine(req)) {
      // Submissions kept on this instance while the database was unavailable, not yet stored.
      const journal = { waiting: await backend.journal.waitingCount() };
      res.json({ status: "ready", outbox: state.outbox, journal });
    } else res.json({ status: "ready" });
  });
  return router;
}
