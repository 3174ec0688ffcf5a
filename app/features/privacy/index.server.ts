export { ONE_LINK_IN_MS } from "./subject-access.server";
