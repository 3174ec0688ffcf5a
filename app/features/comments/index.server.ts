export { approvedCommentCounts, approvedComments, submitComment } from "./comments.server";
