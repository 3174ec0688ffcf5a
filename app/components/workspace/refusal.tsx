import { Link } from "react-router";
import { roleNames, workspaceCommon } from "~/content/workspace";
import { fill, plural } from "~/lib/format";
import type { Refusal } from "~/lib/workspace";
import {
  workspaceSections,
  type NavigationSection,
  type WorkspaceSection,
} from "~/lib/workspace/sections";
import { Notice, WorkspaceHeading, WorkspaceShell } from "./shell";

const words = workspaceCommon;

/**
 * A section the person's role does not open, said in the workspace's frame with their own
 * sections beside it: which roles it is for and who can change that. Loaded only when shown.
 */
export default function WorkspaceRefusal({ refusal }: { refusal: Refusal }) {
  const { user } = refusal;
  const section = refusal.section as WorkspaceSection;
  const name =
    section in words.refused.sections
      ? words.refused.sections[section as keyof typeof words.refused.sections]
      : words.nav[section as NavigationSection];
  const roles = workspaceSections[section].roles.map((role) => roleNames[role]);
  const list = new Intl.ListFormat("en", { type: "conjunction" }).format(roles);
  return (
    <WorkspaceShell user={user}>
      <title>{`${words.refused.title} | ${words.name}`}</title>
      <WorkspaceHeading title={words.refused.title} />
      <Notice tone="error">
        {fill(plural(words.refused.text, roles.length, "en"), { section: name, roles: list })}
      </Notice>
      <p className="mb-4 text-ink-muted">{words.refused.ask}</p>
      <Link to="/admin" className="font-semibold text-brand-ink underline">
        {words.refused.back}
      </Link>
    </WorkspaceShell>
  );
}

/**
 * A page of the workspace's own outside its frame (the sign-in, an invitation's link) that is not
 * there or failed: said in the workspace's words, with the way in. Loaded only when shown.
 */
export function WorkspaceTrouble({ notFound }: { notFound: boolean }) {
  const title = notFound ? words.trouble.notFound : words.trouble.failed;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <title>{`${title} | ${words.name}`}</title>
      <WorkspaceHeading title={title} />
      <Notice tone="error">{notFound ? words.notFound : words.failed}</Notice>
      <a href="/admin" className="font-semibold text-brand-ink underline">
        {words.trouble.open}
      </a>
    </main>
  );
}
