import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import { lazy, useEffect } from "react";
import siteScript from "virtual:site-script";
import type { Route } from "./+types/root";
import { CopyProvider, useCopy } from "~/components/copy-context";
import { useNonce } from "~/components/nonce-context";
import { usePath } from "~/components/ui/localized";
import { BackToTop } from "~/components/layout/back-to-top";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { loaderSeenScript, SiteLoader } from "~/components/layout/site-loader";
import { NotFound } from "~/components/layout/not-found";
import { copyForPath, localeOfPath } from "~/content/copy";
import { feedPathsFor } from "~/content/paths";
import { adoptFactsOfPage, factsRevision, siteFacts } from "~/content/facts";
import { site } from "~/content/site";
import { factsForLanguage } from "~/lib/facts";
import { runtimeOf } from "~/lib/page/runtime";
import { isRefusal, isWorkspacePath } from "~/lib/workspace";
import { absoluteUrl } from "~/lib/page/seo";
import { speculationRules } from "~/lib/page/speculation";
import { siteScriptStarter } from "~/lib/page/site-script";
import { fixedThemeOf, themeScript } from "~/lib/theme";
import { webFontsScript } from "~/lib/page/web-fonts";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [
  // "precedence" makes React emit the one render-blocking file before the script preloads.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The site's facts (the company's details, prices) the page was rendered with, in its language:
 * what a page that hydrates needs to render the same in the browser. A page without the runtime
 * never sends it.
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    facts: factsForLanguage(siteFacts(), localeOfPath(new URL(request.url).pathname)),
    factsRevision: factsRevision(),
  };
}

/**
 * The facts the server rendered the page with, put in force in the browser before anything reads
 * them; whether the page has them (a request the workspace's door refused ran no loader).
 */
function useFactsOfThePage() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (data) adoptFactsOfPage(data.facts, data.factsRevision);
  return data !== undefined;
}

/** The document around every page, in the language its address names. */
export function Layout({ children }: { children: React.ReactNode }) {
  const withFacts = useFactsOfThePage();
  const { pathname } = useLocation();
  const runtime = runtimeOf(pathname, useMatches());
  // When a page loads the runtime at all, this marks that hydration is done (see entry.server).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  const nonce = useNonce();
  if (runtime === "always") {
    return (
      <WorkspaceDocument nonce={nonce} hydrate={withFacts}>
        {children}
      </WorkspaceDocument>
    );
  }
  const fixedTheme = fixedThemeOf(pathname);
  const copy = copyForPath(pathname);
  const feeds = feedPathsFor(localeOfPath(pathname));
  return (
    <html
      lang={copy.locale.code}
      dir={copy.locale.dir}
      data-theme={fixedTheme}
      data-runtime={runtime === "none" ? undefined : runtime}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#064e3b" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: themeScript + webFontsScript + loaderSeenScript + siteScriptStarter(siteScript),
          }}
        />
        <Meta />
        <Links />
        {feeds.feeds.map((feed) => (
          <link
            key={feed.format}
            rel="alternate"
            type={feed.mediaType}
            title={copy.blog.feed.title}
            hrefLang={feeds.language}
            // Absolute, as a link naming its language must be for search engines.
            href={absoluteUrl(site.url, feed.path)}
          />
        ))}
      </head>
      <body>
        <CopyProvider copy={copy}>
          <div id="top" tabIndex={-1} className="outline-none" />
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-brand-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
          >
            {copy.chrome.skipToContent}
          </a>
          <SiteLoader />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <BackToTop />
        </CopyProvider>
        <script
          type="speculationrules"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
        {runtime === "on-use" && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The workspace's document: no public chrome, no start-up loader, never indexed. A page refused
 * at the workspace's door carries no data for the browser to start from, and is plain HTML.
 */
function WorkspaceDocument({
  children,
  nonce,
  hydrate,
}: {
  children: React.ReactNode;
  nonce?: string;
  hydrate: boolean;
}) {
  return (
    // Staff use the workspace all day: its fonts are named from the first paint (data-fonts).
    <html lang="en" dir="ltr" data-runtime="always" data-fonts="">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#064e3b" />
        <Meta />
        <Links />
      </head>
      <body className="bg-surface-muted">
        {children}
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * A workspace section the person's role does not open (the workspace's door refuses it before any
 * route runs, so it lands here): said in the workspace's frame, whose code the public pages
 * never load.
 */
const WorkspaceRefusal = lazy(() => import("~/components/workspace/refusal"));
const WorkspaceTrouble = lazy(() =>
  import("~/components/workspace/refusal").then((module) => ({ default: module.WorkspaceTrouble })),
);

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403 && isRefusal(error.data)) {
    return <WorkspaceRefusal refusal={error.data} />;
  }
  // The workspace's pages carry no public words; a page of its own (the sign-in) that fails says
  // so in the workspace's.
  if (isWorkspacePath(pathname)) return <WorkspaceTrouble notFound={isNotFound(error)} />;
  return <PublicTrouble error={error} />;
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** A public page that does not exist or failed, in the page's language. */
function PublicTrouble({ error }: { error: unknown }) {
  const { chrome, siteName } = useCopy();
  const home = usePath()("/");
  if (isNotFound(error)) {
    return (
      <>
        <title>{`${chrome.notFound.metaTitle} | ${siteName}`}</title>
        <meta name="description" content={chrome.notFound.text} />
        <meta name="robots" content="noindex" />
        <NotFound />
      </>
    );
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <section className="container-page section text-center">
      <title>{chrome.error.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold sm:text-4xl">{chrome.error.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-ink-muted">{chrome.error.text}</p>
      <a href={home} className="btn-primary mt-8">
        {chrome.error.home}
      </a>
    </section>
  );
}
