import type { Migration } from "kysely";
import initial from "./2026-11-01-initial";
import sampleComments from "./2026-11-02-sample-comments";
import outboxLeasesAndFailures from "./2026-11-23-outbox-leases-and-failures";
import suspectedSpamAndSpentTokens from "./2026-11-23-suspected-spam-and-spent-tokens";
import newsletterConfirmationTime from "./2026-11-23-newsletter-confirmation-time";
import staffAccounts from "./2026-11-23-staff-accounts";
import workspaceLeadPipeline from "./2026-11-23-workspace-lead-pipeline";
import shopOrders from "./2026-11-24-shop-orders";
import staffRoles from "./2026-11-25-staff-roles";
import content from "./2026-11-25-content";
import vacatedSlugs from "./2026-11-25-vacated-slugs";
import workspaceMedia from "./2026-11-25-workspace-media";
import commentThreads from "./2026-11-25-comment-threads";
import twoFactor from "./2026-11-26-two-factor";
import heldSpamSearchAndOverflow from "./2026-11-26-held-spam-search-and-overflow";
import storedSubmissions from "./2026-11-26-stored-submissions";
import siteFacts from "./2026-11-26-site-facts";
import leadFollowUp from "./2026-11-27-lead-follow-up";
import leadFollowUpContacts from "./2026-11-27-lead-follow-up-contacts";
import spentTokenOwner from "./2026-11-27-spent-token-owner";
import auditLog from "./2026-11-27-audit-log";
import newsletterCampaigns from "./2026-11-28-newsletter-campaigns";
import insights from "./2026-11-29-insights";
import staffInvitations from "./2026-11-30-staff-invitations";
import activityLog from "./2026-12-01-activity-log";
import webhooks from "./2026-12-02-webhooks";
import redirects from "./2026-12-03-redirects";
import meetings from "./2026-12-04-meetings";
import type { Dialect } from "./frozen";

export type { Dialect } from "./frozen";

/**
 * The schema's history, oldest first (Kysely orders them by name, so a new one sorts after the
 * last). Each migration runs once, in order, on SQLite and PostgreSQL alike. A change to the
 * schema is a new file here and one line below, never an edit of an applied one; a migration
 * imports nothing but Kysely and what it keeps of its own (./frozen.ts and its own types), so
 * that no later change to the site's code changes what an old migration did.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    "2026-11-01-initial": initial(dialect),
    "2026-11-02-sample-comments": sampleComments(),
    "2026-11-23-outbox-leases-and-failures": outboxLeasesAndFailures(),
    "2026-11-23-suspected-spam-and-spent-tokens": suspectedSpamAndSpentTokens(dialect),
    "2026-11-23-newsletter-confirmation-time": newsletterConfirmationTime(),
    "2026-11-23-staff-accounts": staffAccounts(dialect),
    "2026-11-23-workspace-lead-pipeline": workspaceLeadPipeline(dialect),
    "2026-11-24-shop-orders": shopOrders(dialect),
    "2026-11-25-staff-roles": staffRoles(),
    "2026-11-25-content": content(dialect),
    "2026-11-25-vacated-slugs": vacatedSlugs(),
    "2026-11-25-workspace-media": workspaceMedia(dialect),
    "2026-11-25-comment-threads": commentThreads(),
    "2026-11-26-two-factor": twoFactor(),
    "2026-11-26-held-spam-search-and-overflow": heldSpamSearchAndOverflow(),
    "2026-11-26-stored-submissions": storedSubmissions(),
    "2026-11-26-site-facts": siteFacts(dialect),
    "2026-11-27-lead-follow-up": leadFollowUp(),
    "2026-11-27-lead-follow-up-contacts": leadFollowUpContacts(dialect),
    "2026-11-27-spent-token-owner": spentTokenOwner(),
    "2026-11-27-audit-log": auditLog(dialect),
    "2026-11-28-newsletter-campaigns": newsletterCampaigns(dialect),
    "2026-11-29-insights": insights(dialect),
    "2026-11-30-staff-invitations": staffInvitations(dialect),
    "2026-12-01-activity-log": activityLog(),
    "2026-12-02-webhooks": webhooks(dialect),
    "2026-12-03-redirects": redirects(dialect),
    "2026-12-04-meetings": meetings(dialect),
  };
}
