import { leadIdsIn } from "~/features/leads/index.server";
import {
  idsOf,
  mayMention,
  mentionsPerson,
  whenAny,
  type PersonalData,
} from "~/platform/personal-data.server";

/** E-mails to or about a person, sent or waiting: those of their leads, to them, or naming them. */
export const mailPersonalData = {
  async find(db, key, soFar) {
    const leadIds = leadIdsIn(soFar);
    const emails = (
      await db
        .selectFrom("outbox")
        .select(["id", "lead_id", "to_address", "reply_to", "text_body"])
        .where((eb) =>
          eb.or([
            ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : []),
            ...(key.kind === "email"
              ? [
                  eb(eb.fn("lower", ["to_address"]), "=", key.value),
                  eb(eb.fn("lower", ["reply_to"]), "=", key.value),
                ]
              : []),
            mayMention("outbox.text_body", key),
          ]),
        )
        .execute()
    ).filter(
      (mail) =>
        (mail.lead_id !== null && leadIds.includes(mail.lead_id)) ||
        (key.kind === "email" &&
          [mail.to_address, mail.reply_to].some(
            (address) => address?.toLowerCase() === key.value,
          )) ||
        mentionsPerson(mail.text_body, key),
    );
    return { emails: emails.map((mail) => mail.id) };
  },

  async copy(db, found) {
    return {
      emails: await whenAny(idsOf(found, "emails"), (ids) =>
        db
          .selectFrom("outbox")
          .select([
            "to_address",
            "reply_to",
            "subject",
            "text_body",
            "status",
            "created_at",
            "sent_at",
          ])
          .where("id", "in", ids)
          .execute(),
      ),
    };
  },

  async erase(trx, found) {
    const emails = idsOf(found, "emails");
    if (emails.length) await trx.deleteFrom("outbox").where("id", "in", emails).execute();
  },
} satisfies PersonalData;
