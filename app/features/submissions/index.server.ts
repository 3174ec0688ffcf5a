export { FormGuard } from "./guard.server";
export { commentTarget, sourceOf, submitForm } from "./submissions.server";
