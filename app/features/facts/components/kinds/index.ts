import type { FactKind } from "~/lib/facts-schema";
import type { KindFormProps } from "../fact-fields";
import { CompanyForm } from "./company";
import { MeetingsForm } from "./meetings";
import { MenusForm } from "./menus";
import { PaymentsForm } from "./payments";
import { SearchForm } from "./search";
import { PlansForm } from "./plans";
import { ProductsForm } from "./products";
import { StoriesForm } from "./stories";
import { TeamForm } from "./team";
import { TestimonialsForm } from "./testimonials";

/** Each kind of facts' part of the Site form. */
export const kindForms: Record<FactKind, (props: KindFormProps) => React.ReactNode> = {
  company: CompanyForm,
  plans: PlansForm,
  products: ProductsForm,
  team: TeamForm,
  testimonials: TestimonialsForm,
  stories: StoriesForm,
  menus: MenusForm,
  search: SearchForm,
  meetings: MeetingsForm,
  payments: PaymentsForm,
};
