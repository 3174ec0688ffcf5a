export { mailColumns } from "./outbox-list.server";
