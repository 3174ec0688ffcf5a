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
