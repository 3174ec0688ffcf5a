/** Facts of the workspace that its pages and its server code share. */

export const leadKinds = ["contact", "quote"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The pipeline, in order: new → contacted → proposal sent → won / lost. */
export const leadStatuses = ["new", "contacted", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const MAX_NOTE_LENGTH = 5000;

/** The shortest password a member of staff may choose. */
export const MIN_PASSWORD_LENGTH = 12;
