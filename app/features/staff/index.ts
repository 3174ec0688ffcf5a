export type { loader as workspaceLoader } from "./routes/workspace-layout";
