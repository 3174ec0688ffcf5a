/** The workspace's words (English: the agency's staff work in it), for its routes and components. */
export { workspace as workspaceCopy, type WorkspaceCopy } from "./en/workspace";
