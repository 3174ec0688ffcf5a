import type { Job } from "~/platform/jobs.server";
import { needsFirstOwner, setUpCode } from "./first-owner.server";
import { StaffInvitations } from "./invitations.server";
import { PasswordResets } from "./password-resets.server";
import { StaffSessions } from "./staff.server";

export const staffJobs: Job[] = [
  {
    // Sessions that are over, "forgot password" links a day old and invitations ended a month
    // ago are deleted as they age.
    name: "pruning sessions",
    every: (env) => env.FORM_RATE_LIMIT_WINDOW_MS,
    run: async (backend) => {
      await new StaffSessions(backend.db).prune();
      await new PasswordResets(backend.db).prune();
      await new StaffInvitations(backend.db).prune();
    },
  },
  {
    // A fresh site's log tells whoever runs it how to make the first owner, at start and hourly.
    name: "the first owner's set-up code",
    every: () => 60 * 60 * 1000,
    atStart: true,
    run: async (backend, env, log) => {
      if (!(await needsFirstOwner(backend.db))) return;
      // Without PUBLIC_URL the site's own address would be the live site's, not this server's.
      const setUp = env.PUBLIC_URL ? `${backend.publicUrl}/admin/setup` : "/admin/setup";
      log.warn(
        { setUp, code: setUpCode(backend.secret) },
        "no workspace account yet: open the set-up address and enter this code to make the first owner",
      );
    },
  },
];
