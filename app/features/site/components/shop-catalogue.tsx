import { ApproxNote, ApproxPrice } from "~/components/ui/gulf-price";
import { useCopy, useFormat } from "~/components/copy-context";
import { OfferingList } from "./offering-list";
import { Link } from "~/components/ui/localized";
import { addOnIds, productIn, productPath, type ProductId } from "~/content/shop";
import { planIds } from "~/content/plans";
import { fill } from "~/lib/format";

/** One product of the shop as a card: its price, what it includes and the way to order it. */
function ProductCard({ id }: { id: ProductId }) {
  const copy = useCopy();
  const format = useFormat();
  const product = productIn(copy, id);
  return (
    <li className="reveal card flex flex-col p-6" data-product={id}>
      <h3 className="text-xl font-bold">{product.name}</h3>
      <p className="mt-1 text-ink-muted">{product.tagline}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight">{format.taka(product.price)}</span>
        <span className="text-ink-muted">{copy.shop.units[product.unit]}</span>
      </p>
      <ApproxPrice amount={product.price} className="text-ink-muted" />
      <OfferingList offerings={product.features} className="mt-5 flex-1" />
      <Link to={productPath(id)} className="btn-primary mt-6 w-full">
        {fill(copy.shop.choose, { name: product.name })}
      </Link>
    </li>
  );
}

/** The shop: the hosting plans, then the domains and add-ons. */
export function ShopCatalogue() {
  const { shop } = useCopy();
  return (
    <>
      <section aria-labelledby="shop-plans-title" className="section pb-0 sm:pb-0 lg:pb-0">
        <div className="container-page">
          <h2 id="shop-plans-title" className="section-title">
            {shop.plansTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {planIds.map((id) => (
              <ProductCard key={id} id={id} />
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="shop-add-ons-title" className="section">
        <div className="container-page">
          <h2 id="shop-add-ons-title" className="section-title">
            {shop.addOnsTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {addOnIds.map((id) => (
              <ProductCard key={id} id={id} />
            ))}
          </ul>
          <p className="mt-10 text-center text-ink-muted">{shop.vatNote}</p>
          <ApproxNote className="mx-auto mt-3 max-w-2xl text-center" />
        </div>
      </section>
    </>
  );
}
