export type { SignedIn } from "./workspace-auth.server";
export { actorOf, formOf, idFrom, textsOf } from "./workspace-routes.server";
