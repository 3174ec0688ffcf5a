export { OfferingList } from "./components/offering-list";
