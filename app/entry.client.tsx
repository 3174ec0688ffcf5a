import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCopy, localeOfPath } from "~/content/copy";
import { isWorkspacePath } from "~/lib/workspace";

// A public page's language is loaded before hydration, so that it renders the words the server
// sent; a page carries only its own language. The workspace's pages say nothing in the public
// pages' words (theirs are in their own modules), so they load none.
const { pathname } = window.location;
void (isWorkspacePath(pathname) ? Promise.resolve() : loadCopy(localeOfPath(pathname))).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
