import { useState } from "react";
import { smallButton } from "./shell";
import { workspaceCommon } from "~/content/workspace";

const words = workspaceCommon;

/** A button that puts a text on the clipboard and says so ("Copy", then "Copied"). */
export function CopyButton({
  text,
  label = words.copy.copy,
  done = words.copy.copied,
  describedBy,
  what,
}: {
  text: string;
  label?: string;
  done?: string;
  describedBy?: string;
  /** What is copied, when the page has several copy buttons: "Copy: Address for a cover". */
  what?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={smallButton}
      aria-describedby={describedBy}
      aria-label={what ? `${copied ? done : label}: ${what}` : undefined}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    >
      {copied ? done : label}
    </button>
  );
}
