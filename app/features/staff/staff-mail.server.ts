import type { OutgoingMail } from "~/platform/mail/outbox.server";
import { siteFacts } from "~/content/facts";
import { workspaceCopy as words } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import type { StaffRole } from "~/lib/workspace";

/** The address of an invitation's page. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/invitation/${token}`;

/** The address of a "forgot password" link's page. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/admin/reset/${token}`;

/** The invitation's e-mail: who invited, as what, and the link until it expires. */
export function invitationMail(
  invitation: { email: string; name: string; role: StaffRole; expires_at: string },
  invitedBy: string,
  link: string,
): OutgoingMail {
  const m = words.staffMail.invitation;
  const values = {
    name: invitation.name,
    invitedBy,
    company: siteFacts().company.name,
    role: words.people.roles[invitation.role],
    expires: formatDhakaTime(invitation.expires_at),
    link,
  };
  return { to: invitation.email, subject: fill(m.subject, values), text: fill(m.text, values) };
}

/** The e-mail with a link to choose a new password. */
export function resetMail(user: { email: string; name: string }, link: string): OutgoingMail {
  const m = words.staffMail.reset;
  const values = { name: user.name, company: siteFacts().company.name, link };
  return { to: user.email, subject: fill(m.subject, values), text: fill(m.text, values) };
}
