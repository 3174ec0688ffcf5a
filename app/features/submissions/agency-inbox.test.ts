import { expect, it } from "vitest";
import { agencyInbox } from "./submissions.server";
import { readEnv } from "~/platform/env.server";
import { siteFacts } from "~/content/facts";

it("sends staff e-mails to MAIL_TO when the operator set it, else to the address under Site › General", () => {
  expect(agencyInbox(readEnv({ MAIL_TO: "sales@agency.test" }))).toBe("sales@agency.test");
  const general = siteFacts().company.emails.general;
  expect(general).toMatch(/@/);
  expect(agencyInbox(readEnv({}))).toBe(general);
});
