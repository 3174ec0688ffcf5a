import { z } from "zod";
import { email, type FieldMessages } from "./fields";

export const newsletterSchema = (messages: Pick<FieldMessages, "email">) =>
  z.object({ email: email(messages.email) });
