import type { Locale } from "~/content/copy";
import { newsletterWords, workspaceCommon } from "~/content/workspace";
import { fill, plural } from "~/lib/format";

const words = { ...newsletterWords, ...workspaceCommon };

const c = words.campaigns;

/** A language's letter as the workspace shows it: its subject and the inside of its body. */
export type LetterPreview = {
  locale: Locale;
  subject: string;
  /** Whether the letter is the English, for want of a translation. */
  fallback: boolean;
  body: string;
  dir: "ltr" | "rtl";
};

/** Each language's letter as its subscribers will get it, with how many they are. */
export function CampaignPreview({
  preview,
  subscribers,
  asSent,
}: {
  preview: LetterPreview[];
  /** How many read each language: today's subscribers, or whom a sent campaign went to. */
  subscribers: Partial<Record<Locale, number>>;
  asSent: boolean;
}) {
  const p = c.preview;
  return (
    <section aria-labelledby="preview-title" className="grid content-start gap-4">
      <div>
        <h2 id="preview-title" className="text-xl font-bold">
          {asSent ? p.asSent : p.title}
        </h2>
        {asSent ? null : <p className="text-sm text-ink-muted">{p.intro}</p>}
      </div>
      {preview.map((letter) => (
        <article
          key={letter.locale}
          aria-labelledby={`preview-${letter.locale}`}
          className="overflow-hidden rounded-2xl border border-line"
        >
          <header className="grid gap-1 bg-surface-raised px-4 py-3">
            <h3 id={`preview-${letter.locale}`} className="font-semibold">
              <bdi>{words.languages[letter.locale]}</bdi>{" "}
              {subscribers[letter.locale] === undefined ? null : (
                <span className="font-normal text-ink-muted">
                  · {plural(asSent ? p.sentTo : p.subscribers, subscribers[letter.locale]!, "en")}
                </span>
              )}
            </h3>
            <p className="text-sm [overflow-wrap:anywhere]">
              <span className="text-ink-muted">{p.subjectLine}: </span>
              <span lang={letter.fallback ? "en" : letter.locale}>{letter.subject}</span>
            </p>
            {letter.fallback ? (
              <p className="text-sm font-semibold text-amber-800">
                {fill(p.fallback, { language: words.languages[letter.locale] })}
              </p>
            ) : null}
          </header>
          <div
            // Mail programs' own spacing and bullets, which the workspace's styles take away.
            className="max-h-[32rem] overflow-auto bg-[#eef3f1] text-[#1f2a2e] [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6"
            lang={letter.locale}
            dir={letter.dir}
            dangerouslySetInnerHTML={{ __html: letter.body }}
          />
        </article>
      ))}
    </section>
  );
}
