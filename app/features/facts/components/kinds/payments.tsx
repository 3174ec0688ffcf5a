import { siteWords } from "~/content/workspace";
import { Panel, Text } from "../fact-fields";

const s = siteWords.site;

/** Where clients pay: wallets, the bank account and the rates Gulf prices are shown at. */
export function PaymentsForm() {
  const p = s.payments;
  return (
    <>
      <Panel title={p.wallets} hint={p.hint}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text name="payments.bkash" label={p.bkash} type="tel" dir="ltr" required />
          <Text name="payments.nagad" label={p.nagad} type="tel" dir="ltr" required />
        </div>
      </Panel>
      <Panel title={p.bank}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text name="payments.bank.bank" label={p.bankName} required />
          <Text name="payments.bank.branch" label={p.branch} required />
          <Text name="payments.bank.accountName" label={p.accountName} required />
          <Text
            name="payments.bank.accountNumber"
            label={p.accountNumber}
            inputMode="numeric"
            required
          />
          <Text name="payments.bank.routing" label={p.routing} inputMode="numeric" required />
        </div>
      </Panel>
      <Panel title={p.rates} hint={p.ratesHint}>
        <div className="grid gap-4 md:grid-cols-3">
          <Text name="payments.rates.aed" label={p.aed} inputMode="decimal" dir="ltr" />
          <Text name="payments.rates.sar" label={p.sar} inputMode="decimal" dir="ltr" />
          <Text name="payments.rates.asOf" label={p.asOf} type="date" />
        </div>
      </Panel>
    </>
  );
}
