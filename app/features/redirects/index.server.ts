export { Redirects } from "./redirects.server";
