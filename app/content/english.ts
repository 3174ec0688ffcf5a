import { en } from "./en";

/**
 * The public pages' English words, for the workspace's editors that name what they edit as the
 * site does (plans, add-ons, networks, landing pages, authors, categories, services): imported by
 * those editors alone, so that the workspace's other pages never download the public copy. The
 * names carry no facts to fill in.
 */
export const english = () => en;
