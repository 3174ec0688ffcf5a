export { campaignFigures } from "./campaigns.server";
export { subscribe } from "./newsletter.server";
