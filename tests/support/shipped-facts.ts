import { putFactsInForce } from "~/content/facts";
import { shippedFacts } from "~/content/shipped-facts";
import { shownFacts } from "~/lib/facts-schema";

// What a site that never saved its facts shows: a test that reads the database puts its own in
// force through the backend, as the server does.
putFactsInForce(shownFacts(shippedFacts), 0);
