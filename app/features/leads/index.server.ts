export { forgetContactsBeyondLeads, listContacts } from "./contacts.server";
export { type Actor, listLeads, recordLeadEvent, unreadLeads } from "./inbox.server";
export {
  type AgencyInbox,
  campaignLine,
  insertLead,
  leadLink,
  type LeadSource,
  saveContactMessage,
  saveQuoteRequest,
} from "./leads.server";
export { newReference, placedOrder, saveOrder } from "./orders.server";
export { leadIdsIn } from "./personal-data.server";
