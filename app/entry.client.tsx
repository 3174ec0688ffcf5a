import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCopy, localeOfPath } from "~/content/copy";

// The page's language is loaded before hydration, so that it renders the words the server sent; a
// page carries only its own language (English is in the main bundle).
void loadCopy(localeOfPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
