import type { Generated } from "kysely";
import type { Timestamp } from "~/platform/db/tables";

export type CommentStatus = "pending" | "approved" | "rejected" | "spam";

/** The blog's comments. */
export type CommentsTables = {
  comments: {
    id: Generated<number>;
    post_slug: string;
    /** The language version of the post the comment belongs to: each has a thread of its own. */
    language: Generated<string>;
    parent_id: number | null;
    author_name: string;
    author_email: string;
    author_website: string | null;
    body: string;
    /** "spam": rejected from the workspace as spam, kept apart from ordinary rejections. */
    status: CommentStatus;
    ip: string;
    created_at: Timestamp;
  };
};
