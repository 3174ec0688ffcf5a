/**
 * The workspace's words (English: the agency's staff work in it), one set a section. A page or
 * component imports the sets it reads, so that a phone downloads the words of the pages it opens;
 * `workspaceCopy`, all of them at once, is for server code (e-mails, CSV files, the activity log).
 */
export { workspace as workspaceCopy, type WorkspaceCopy } from "./en/workspace";
export { languages, roleNames, workspaceCommon } from "./en/workspace/common";
export { activityWords } from "./en/workspace/activity";
export { commentsWords } from "./en/workspace/comments";
export { contactsWords } from "./en/workspace/contacts";
export { csvWords } from "./en/workspace/csv";
export { dashboardWords } from "./en/workspace/dashboard";
export { insightsWords } from "./en/workspace/insights";
export { leadsWords, statusNames } from "./en/workspace/leads";
export { mailWords } from "./en/workspace/mail";
export { newsletterWords } from "./en/workspace/newsletter";
export { privacyWords } from "./en/workspace/privacy";
export { publishingWords } from "./en/workspace/publishing";
export { siteWords } from "./en/workspace/site";
export { spamWords } from "./en/workspace/spam";
export { staffWords } from "./en/workspace/staff";
export { redirectsWords } from "./en/workspace/redirects";
export { webhooksWords } from "./en/workspace/webhooks";
