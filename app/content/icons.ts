/** The interface icons content may name; `components/ui/icon.tsx` draws each. */
export type IconName =
  | "code"
  | "smartphone"
  | "cpu"
  | "megaphone"
  | "search"
  | "palette"
  | "server"
  | "lightbulb"
  | "rocket"
  | "shield"
  | "users"
  | "headphones"
  | "badge"
  | "chart";
