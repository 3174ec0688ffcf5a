export { fromDhakaTime, toDhakaTime } from "./content-editor.server";
export { MediaLibrary } from "./media.server";
export { summarize } from "./posts.server";
export { addressOf, type PublishedContent } from "./published.server";
export { searchContent } from "./content-reads.server";
export { isDraftPreviewKey, readPreviewToken } from "./preview-links.server";
export { mainPageOf, sectionsFromForm, sectionsIn } from "./section-pages.server";
