import type { Generated, Kysely, Migration } from "kysely";

/** The comments table as it was when the sample comments were added. */
type Tables = {
  comments: {
    id: Generated<number>;
    post_slug: string;
    parent_id: number | null;
    author_name: string;
    author_email: string;
    author_website: string | null;
    body: string;
    status: "pending" | "approved";
    ip: string;
    created_at: string;
  };
};

export default function sampleComments(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Tables>;
      const base = {
        post_slug: "ai-software-dev",
        author_website: null,
        status: "approved" as const,
        ip: "127.0.0.1",
      };
      const first = await db
        .insertInto("comments")
        .values({
          ...base,
          parent_id: null,
          author_name: "Mahmudul Hasan",
          author_email: "mahmudul.hasan@example.com",
          body: "Very useful article. We are planning a new ordering system for our restaurant chain and were wondering whether AI tools would make it cheaper. The point about paying for review and testing, not just typing speed, is exactly what we needed to hear.",
          created_at: "2025-04-12T09:14:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("comments")
        .values([
          {
            ...base,
            parent_id: first.id,
            author_name: "Farhana Rahman",
            author_email: "farhana@nakshilabs.com.bd",
            body: "Thank you, Mahmudul. For an ordering system the biggest savings usually come from reusing proven building blocks (payments, menus, notifications); AI helps our developers move faster on the glue code. Happy to walk you through an estimate.",
            created_at: "2025-04-12T11:02:00.000Z",
          },
          {
            ...base,
            parent_id: first.id,
            author_name: "Sharmin Akter",
            author_email: "sharmin.akter@example.com",
            body: "Same question here for a small e-commerce shop. Good to know the quality checks matter more than the tool itself.",
            created_at: "2025-04-13T16:45:00.000Z",
          },
        ])
        .execute();
    },
  };
}
