export { NewsletterStrip } from "./components/newsletter-strip";
