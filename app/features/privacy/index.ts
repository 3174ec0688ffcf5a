export { DataRequestForm } from "./components/data-request-form";
