import { activityWords, staffWords } from "~/content/workspace";
import { fill, plural } from "~/lib/format";
import { isStaffRole } from "~/lib/workspace";
import { objectPath } from "~/lib/workspace/activity";

const words = { ...activityWords, ...staffWords };

type Entry = {
  action: string;
  actor_id: number | null;
  actor_name: string;
  detail: string;
  object_kind: string | null;
  object_id: string | null;
  object_label: string | null;
};

const isKeyOf = <T extends object>(value: unknown, of: T): value is keyof T =>
  typeof value === "string" && Object.hasOwn(of, value);

/**
 * An entry as the log reads it: who (the site itself for a retention run; "someone" once an
 * erasure took the address typed at a refused sign-in), and what they did in
 * words around the object's name, with the object's workspace page when it has one.
 */
export function describeActivity(entry: Entry) {
  const a = words.activity;
  let detail: Record<string, unknown> = {};
  try {
    detail = JSON.parse(entry.detail) as Record<string, unknown>;
  } catch {
    // An entry's detail is the site's own JSON; one that is not reads without it.
  }
  const records = Object.entries(detail)
    .filter(([key, value]) => key !== "kind" && typeof value === "number")
    .reduce((sum, [, value]) => sum + (value as number), 0);
  const template = isKeyOf(entry.action, a.actions) ? a.actions[entry.action] : entry.action;
  const text = fill(template, {
    role: isStaffRole(detail.role) ? words.people.roles[detail.role] : "",
    reason: isKeyOf(detail.reason, a.reasons) ? a.reasons[detail.reason] : "",
    rows: plural(a.rows, typeof detail.rows === "number" ? detail.rows : 0, "en"),
    records: plural(a.records, records, "en"),
  });
  const [before = "", after = ""] = text.split("{object}");
  return {
    who: entry.action === "retention" ? a.site : entry.actor_name || a.someone,
    before,
    object: entry.object_label ?? undefined,
    after,
    href: objectPath(entry.object_kind, entry.object_id),
  };
}

/** An entry's words as one line (the CSV's "What"). */
export function activityLine(entry: Entry) {
  const { before, object, after } = describeActivity(entry);
  return `${before}${object ?? ""}${after}`;
}
