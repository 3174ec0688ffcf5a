export { campaignFigures } from "./campaigns.server";
export { subscribe } from "./newsletter.server";
export { searchSubscribers } from "./subscriber-list.server";
