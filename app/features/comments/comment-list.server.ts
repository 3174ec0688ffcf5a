import type { Db } from "~/platform/db/db.server";
import type { CommentStatus } from "~/platform/db/schema.server";
import { containsAny, paged } from "~/platform/lists.server";
import type { ListSearch } from "~/lib/workspace/filter";

export type CommentTab = CommentStatus;

/**
 * One page of the comments in a state, newest first, with the comment each answers; searched by
 * author, e-mail, words of the comment or the post's address.
 */
export function commentsIn(db: Db, status: CommentStatus, search: ListSearch = { page: 1 }) {
  const query = db
    .selectFrom("comments")
    .where("comments.status", "=", status)
    .$if(Boolean(search.q), (inner) =>
      inner.where(
        containsAny(
          ["comments.author_name", "comments.author_email", "comments.body", "comments.post_slug"],
          search.q!,
        ),
      ),
    );
  return paged(
    search,
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query
        .leftJoin("comments as parent", "parent.id", "comments.parent_id")
        .select([
          "comments.id",
          "comments.post_slug",
          "comments.language",
          "comments.author_name",
          "comments.author_email",
          "comments.author_website",
          "comments.body",
          "comments.status",
          "comments.ip",
          "comments.created_at",
          "parent.author_name as parent_author",
          "parent.body as parent_body",
        ])
        .orderBy("comments.created_at", "desc")
        .orderBy("comments.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
}

/** Sets the state of some comments; returns how many changed. */
export async function setCommentStatus(db: Db, ids: number[], status: CommentStatus) {
  if (!ids.length) return 0;
  const result = await db
    .updateTable("comments")
    .set({ status })
    .where("id", "in", ids)
    .where("status", "!=", status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many comments wait for moderation (the workspace's navigation counts them). */
export async function heldComments(db: Db) {
  const row = await db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
