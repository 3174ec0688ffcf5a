import { ApproxNote, ApproxPrice } from "~/components/ui/gulf-price";
import { data } from "react-router";
import { receivedValidationIn } from "~/platform/phone.server";
import type { Route } from "./+types/shop-details";
import { useCopy, useFormat } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { OfferingList } from "~/features/site";
import { OrderFormCard } from "../components/order-form";
import { Link } from "~/components/ui/localized";
import { copyForPath, copyForRequest, siteMetaIn } from "~/content/copy";
import {
  DEFAULT_PRODUCT,
  isProductId,
  orderChoices,
  productIn,
  productPath,
  type ProductId,
} from "~/content/shop";
import { orderSchema } from "~/lib/forms/order";
import { runtimeOnUse } from "~/lib/page/runtime";
import { pageMeta } from "~/lib/page/seo";
import { submitForm } from "~/features/submissions/index.server";

/** The product the address names (`?product=`), the Power plan without one; another is not found. */
function productOf(url: URL): ProductId {
  const named = url.searchParams.get("product") ?? DEFAULT_PRODUCT;
  if (!isProductId(named)) throw data(null, { status: 404 });
  return named;
}

/** The form checks its fields as they are typed once the visitor starts on it. */
export const handle = runtimeOnUse;

export function loader({ request }: Route.LoaderArgs) {
  return { product: productOf(new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const copy = copyForRequest(request);
  const schema = orderSchema(receivedValidationIn(copy), orderChoices);
  return submitForm({ request, context, copy, form: "order", schema });
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  if (!data) return [];
  const copy = copyForPath(location.pathname);
  const product = productIn(copy, data.product);
  return pageMeta(siteMetaIn(copy), {
    title: product.name,
    description: `${product.tagline}. ${copy.shop.vatNote}`,
    path: productPath(data.product),
    breadcrumb: { parents: [{ title: copy.shop.title, to: "/shops" }], current: product.name },
  });
};

/** One product of the shop: what it includes, its price, and the form to order it. */
export default function ShopDetails({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy();
  const format = useFormat();
  const { shop } = copy;
  const product = productIn(copy, loaderData.product);
  return (
    <>
      <PageBanner title={product.name} parents={[{ title: shop.title, to: "/shops" }]} />
      <section className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div>
            <p className="text-lg text-ink-muted">{product.tagline}</p>
            <p className="mt-5 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight" data-testid="product-price">
                {format.taka(product.price)}
              </span>
              <span className="text-ink-muted">{shop.units[product.unit]}</span>
            </p>
            <ApproxPrice amount={product.price} className="text-ink-muted" />
            <p className="mt-2 text-sm text-ink-muted">{shop.vatNote}</p>
            <ApproxNote className="mt-1" />
            <h2 className="mt-8 text-xl font-bold">{shop.details.featuresTitle}</h2>
            <OfferingList offerings={product.features} className="mt-4" />
            <Link to="/shops" className="btn-ghost mt-8">
              {shop.details.back}
            </Link>
          </div>
          <OrderFormCard key={product.id} product={product.id} answer={actionData} />
        </div>
      </section>
    </>
  );
}
