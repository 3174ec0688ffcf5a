export { exportFacts, lineInJson, readFactsFolder } from "./facts-files.server";
export { FactsStore } from "./facts.server";
