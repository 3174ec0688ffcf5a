export { PostCard, type PostCardData } from "./components/post-card";
export { PostList } from "./components/post-list";
