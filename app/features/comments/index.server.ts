export { approvedCommentCounts, approvedComments, submitComment } from "./comments.server";
export { heldComments } from "./comment-list.server";
