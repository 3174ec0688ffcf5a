/** A comment as a post shows it, with the replies that answer it. */
export type CommentNode = {
  id: number;
  author: string;
  website: string | null;
  body: string;
  date: string;
  replies: CommentNode[];
};

/** The comment with this id anywhere in the tree, as the reply form names it. */
export function findInTree(
  nodes: CommentNode[],
  id: number,
): { id: number; author: string } | undefined {
  for (const node of nodes) {
    if (node.id === id) return { id: node.id, author: node.author };
    const found = findInTree(node.replies, id);
    if (found) return found;
  }
  return undefined;
}
