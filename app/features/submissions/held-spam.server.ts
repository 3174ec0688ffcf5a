/**
 * What the workspace reads of a submission held as suspected spam: its stored payload is the
 * form's own fields, named as each form names them.
 */
export function heldFields(payload: string) {
  const value = JSON.parse(payload) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : "");
  return {
    name: text("name") || [text("f-name"), text("l-name")].filter(Boolean).join(" "),
    email: text("email"),
    subject: text("suject") || text("company"),
    message: text("message") || text("details") || text("comment"),
  };
}

/**
 * What the spam list's search looks in: name, e-mail, subject and message, lower-cased here,
 * where every script is folded (SQLite's lower() folds ASCII only), so that the search compares it
 * as it is on either database.
 */
export function heldSearchText(payload: string) {
  const { name, email, subject, message } = heldFields(payload);
  return [name, email, subject, message].join("\n").toLowerCase();
}
