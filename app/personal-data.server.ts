import type { PersonalData } from "./platform/personal-data.server";
import { leadsPersonalData } from "./features/leads/personal-data.server";
import { commentsPersonalData } from "./features/comments/personal-data.server";
import { newsletterPersonalData } from "./features/newsletter/personal-data.server";
import { mailPersonalData } from "./features/mail/personal-data.server";
import { submissionsPersonalData } from "./features/submissions/personal-data.server";
import { activityPersonalData } from "./features/activity/personal-data.server";
import { webhooksPersonalData } from "./features/webhooks/personal-data.server";
import { meetingsPersonalData } from "./features/meetings/personal-data.server";

/**
 * What every capability holds about people, as each declares it: erasure, a copy of someone's
 * data and the privacy page read this list (`app/features/privacy/`). Leads come first: other
 * records hang on a person's leads. A capability that keeps personal data adds its declaration here.
 */
export const personalDataParts = [
  leadsPersonalData,
  meetingsPersonalData,
  commentsPersonalData,
  newsletterPersonalData,
  mailPersonalData,
  submissionsPersonalData,
  activityPersonalData,
  webhooksPersonalData,
] as const satisfies readonly PersonalData[];

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** The sections of a copy of someone's data: every capability's. */
export type PersonalDataSections = keyof UnionToIntersection<
  Awaited<ReturnType<(typeof personalDataParts)[number]["copy"]>>
>;
