export { CommentForm } from "./components/comment-form";
export { PostComments } from "./components/post-comments";
