export type { GoalForm } from "./insights.server";
