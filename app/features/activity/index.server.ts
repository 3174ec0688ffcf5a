export {
  latestOf,
  recordActivity,
  recordStaffActivity,
  type ActivityEntry,
} from "./activity.server";
