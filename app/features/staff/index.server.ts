export type { SignedIn } from "./workspace-auth.server";
export { actorOf, formOf, idFrom } from "./workspace-routes.server";
