export { FormGuard, tokenFromCookies } from "./guard.server";
export { agencyInbox, commentTarget, sourceOf, submitForm } from "./submissions.server";
export { waitingSpam } from "./spam-list.server";
