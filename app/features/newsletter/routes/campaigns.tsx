import { Link } from "react-router";
import type { Route } from "./+types/campaigns";
import { CampaignFigures, CampaignStatus } from "../components/campaign-parts";
import { Notice, panelClass, primaryButton, WorkspaceHeading } from "~/components/workspace/shell";
import { locales } from "~/content/copy";
import { newsletterWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { audience, campaignList } from "../campaigns.server";
import { backendContext } from "~/platform/context.server";

const words = { ...newsletterWords, ...workspaceCommon };

const c = words.campaigns;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(backendContext);
  const [campaigns, subscribers] = await Promise.all([
    campaignList(db),
    audience(db, env.NEWSLETTER_MAX_REFUSALS),
  ]);
  return {
    campaigns,
    subscribers,
    removed: new URL(request.url).searchParams.has("removed"),
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(c.title, words.name);

/** When a campaign goes, went or goes out, in a few words. */
function whenOf(campaign: Route.ComponentProps["loaderData"]["campaigns"][number]) {
  if (campaign.finished_at)
    return fill(c.finishedAt, { when: formatDhakaTime(campaign.finished_at) });
  if (campaign.started_at) return fill(c.startedAt, { when: formatDhakaTime(campaign.started_at) });
  if (campaign.send_at) return fill(c.scheduledFor, { when: formatDhakaTime(campaign.send_at) });
  return null;
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, subscribers, removed } = loaderData;
  const total = locales.reduce((sum, locale) => sum + subscribers[locale], 0);
  return (
    <>
      <WorkspaceHeading title={c.title}>
        <Link to="/admin/campaigns/new" className={primaryButton}>
          {c.newCampaign}
        </Link>
      </WorkspaceHeading>
      <p className="-mt-3 mb-2 max-w-prose text-ink-muted">{c.intro}</p>
      <p className="mb-5 text-sm">
        <span className="font-semibold">{fill(c.audience, { total })}</span>
        {" · "}
        {locales
          .map((locale) =>
            fill(c.audienceBy, { language: words.languages[locale], count: subscribers[locale] }),
          )
          .join(" · ")}
      </p>
      {removed ? <Notice tone="ok">{c.removed}</Notice> : null}
      {campaigns.length ? (
        <ul className="grid gap-2">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className={`${panelClass} grid gap-3 sm:grid-cols-[1fr_auto]`}>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/campaigns/${campaign.id}`}
                    className="font-semibold text-brand-ink-strong underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                  >
                    {campaign.name}
                  </Link>
                  <CampaignStatus status={campaign.status} />
                </p>
                {whenOf(campaign) ? (
                  <p className="mt-1 text-sm text-ink-muted">{whenOf(campaign)}</p>
                ) : null}
              </div>
              {campaign.status === "sending" || campaign.status === "sent" ? (
                <CampaignFigures figures={campaign.figures} compact />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={`${panelClass} text-ink-muted`}>{c.empty}</p>
      )}
    </>
  );
}
