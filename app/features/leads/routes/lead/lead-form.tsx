import { Form } from "react-router";
import { useHydrated } from "~/components/workspace/hydrated";

/**
 * A form of a lead's page. With JavaScript its change is saved in place: the page stays where it
 * is and the notice shows at the part it was made in. Without, the page comes back there.
 */
export function LeadForm({ children, ...form }: Omit<React.ComponentProps<typeof Form>, "method">) {
  const hydrated = useHydrated();
  return (
    <Form method="post" preventScrollReset {...form}>
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      {children}
    </Form>
  );
}
