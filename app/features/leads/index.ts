export { LeadSection } from "./components/lead-form";
