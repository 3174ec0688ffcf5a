import { data } from "react-router";

/**
 * Any other address below /admin, for someone signed in: "not found" inside the workspace's shell
 * (the layout's error boundary), not the public site's page.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function WorkspaceNotFound() {
  return null;
}
