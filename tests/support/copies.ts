import { loadAllCopies } from "~/content/copy";

// Every language's copy is loaded before a test reads it, as the server does before it answers.
await loadAllCopies();
