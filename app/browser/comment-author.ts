const STORAGE_KEY = "comment-author";
const REMEMBERED = ["name", "email", "website"] as const;

/**
 * The comment form's "Save my name, email and website": the three are kept in this browser's
 * storage only, filled in on the next visit, and forgotten as soon as the box is unticked.
 */
export function commentAuthor() {
  const form = document.querySelector<HTMLFormElement>("form#comment-form");
  if (!form) return;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const remember = field("remember");
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved) {
      const values = JSON.parse(saved) as Record<string, unknown>;
      for (const name of REMEMBERED) {
        const input = field(name);
        const value = values[name];
        if (input && !input.value && typeof value === "string") input.value = value;
      }
      if (remember) remember.checked = true;
    }
  } catch {
    forget();
  }
  remember?.addEventListener("change", () => {
    if (!remember.checked) forget();
  });
  // Capture: the React runtime, once loaded, may take over the submission.
  form.addEventListener(
    "submit",
    () => {
      if (!remember?.checked) return forget();
      const values = Object.fromEntries(REMEMBERED.map((name) => [name, field(name)?.value ?? ""]));
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(values));
      } catch {
        // Storage may be unavailable (private mode); the comment is sent all the same.
      }
    },
    { capture: true },
  );
}

function forget() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
