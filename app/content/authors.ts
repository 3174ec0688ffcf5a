/** The blog's authors; their names, roles and biographies are in each language's copy. */
export const authorInitials = {
  "farhana-rahman": "FR",
  "tanvir-hasan": "TH",
  "nusrat-jahan": "NJ",
} as const;

export type AuthorId = keyof typeof authorInitials;

export const authorIds = Object.keys(authorInitials) as [AuthorId, ...AuthorId[]];
