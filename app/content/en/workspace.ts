import { workspaceCommon } from "./workspace/common";
import { staffWords } from "./workspace/staff";
import { dashboardWords } from "./workspace/dashboard";
import { leadsWords } from "./workspace/leads";
import { contactsWords } from "./workspace/contacts";
import { spamWords } from "./workspace/spam";
import { commentsWords } from "./workspace/comments";
import { newsletterWords } from "./workspace/newsletter";
import { insightsWords } from "./workspace/insights";
import { mailWords } from "./workspace/mail";
import { privacyWords } from "./workspace/privacy";
import { publishingWords } from "./workspace/publishing";
import { siteWords } from "./workspace/site";
import { csvWords } from "./workspace/csv";
import { activityWords } from "./workspace/activity";
import { webhooksWords } from "./workspace/webhooks";
import { redirectsWords } from "./workspace/redirects";

/**
 * The words of the agency's workspace (/admin), which its staff read in English: one file a
 * section in ./workspace/, put together here.
 */
export const workspace = {
  ...workspaceCommon,
  ...staffWords,
  ...dashboardWords,
  ...leadsWords,
  ...contactsWords,
  ...spamWords,
  ...commentsWords,
  ...newsletterWords,
  ...insightsWords,
  ...mailWords,
  ...privacyWords,
  ...publishingWords,
  ...siteWords,
  ...csvWords,
  ...activityWords,
  ...webhooksWords,
  ...redirectsWords,
} as const;

export type WorkspaceCopy = typeof workspace;
