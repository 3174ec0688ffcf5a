import type { PlatformTables } from "~/platform/db/tables";
import type { MailTables } from "~/platform/mail/tables";
import type { LeadsTables } from "~/features/leads/tables";
import type { NewsletterTables } from "~/features/newsletter/tables";
import type { CommentsTables } from "~/features/comments/tables";
import type { SubmissionsTables } from "~/features/submissions/tables";
import type { StaffTables } from "~/features/staff/tables";
import type { PublishingTables } from "~/features/publishing/tables";
import type { FactsTables } from "~/features/facts/tables";
import type { InsightsTables } from "~/features/insights/tables";
import type { ActivityTables } from "~/features/activity/tables";
import type { WebhooksTables } from "~/features/webhooks/tables";
import type { RedirectsTables } from "~/features/redirects/tables";
import type { MeetingsTables } from "~/features/meetings/tables";

/** The whole database: each capability's tables, as it declares them. */
export type Database = PlatformTables &
  MailTables &
  LeadsTables &
  NewsletterTables &
  CommentsTables &
  SubmissionsTables &
  StaffTables &
  PublishingTables &
  FactsTables &
  InsightsTables &
  ActivityTables &
  WebhooksTables &
  RedirectsTables &
  MeetingsTables;

export type { LeadKind, LeadStatus } from "~/lib/workspace";
export type { CommentStatus } from "~/features/comments/tables";
export type { ContentKind, VersionStatus } from "~/lib/content";

/** Owners manage the accounts; staff work the leads. */
export type { StaffRole } from "~/lib/workspace";
