// For `npm run bench`: a landing page staff made in the workspace, live in English and Bangla at
// /for-pharmacies in the database the benchmark's server uses (DATABASE_URL), copied from the
// clinics page with its hero rewritten, so that a page a marketer builds is measured beside the
// site's own. Usage: tsx scripts/bench-landing.ts
import { loadCopy } from "../app/content/copy";
import { sectionsBody, shippedSections } from "../app/content/sections";
import { ContentStore } from "../app/features/publishing/content-store.server";
import { migrate, openDatabase } from "../app/platform/db/db.server";

const MADE_LANDING = "for-pharmacies";

const TEMPLATE = "home-five";
const WORDS = {
  en: {
    title: "For pharmacies",
    hero: "Medicines ordered online, delivered by your own pharmacy",
    seoDescription:
      "Websites and ordering apps for pharmacies in Bangladesh: prescriptions uploaded by phone, bKash payment and delivery by your own riders.",
  },
  bn: {
    title: "ফার্মেসির জন্য",
    hero: "অনলাইনে ওষুধের অর্ডার, পৌঁছে দেবে আপনার নিজের ফার্মেসি",
    seoDescription:
      "বাংলাদেশের ফার্মেসির জন্য ওয়েবসাইট ও অর্ডারের অ্যাপ: ফোনেই প্রেসক্রিপশন আপলোড, বিকাশে পেমেন্ট, আর আপনার নিজের ডেলিভারি।",
  },
} as const;

const handle = openDatabase(process.env.DATABASE_URL ?? "file:data/bench/site.db");
await migrate(handle);
const store = new ContentStore(handle.db);
if (!(await store.get("sections", "en", MADE_LANDING))) {
  const versions = await Promise.all(
    (["en", "bn"] as const).map(async (language) => {
      const words = WORDS[language];
      const sections = shippedSections(TEMPLATE, await loadCopy(language)).map((section) =>
        section.type === "hero"
          ? { ...section, words: { ...section.words, title: words.hero } }
          : section,
      );
      return {
        language,
        status: "published" as const,
        slug: MADE_LANDING,
        title: words.title,
        description: "",
        seoDescription: words.seoDescription,
        body: sectionsBody(sections, TEMPLATE),
        publishedAt: new Date().toISOString(),
      };
    }),
  );
  await store.save({ kind: "sections", versions }, null);
}
await handle.db.destroy();
