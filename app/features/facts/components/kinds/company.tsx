import { english } from "~/content/english";
import { labelClass } from "~/components/workspace/shell";
import { locales } from "~/content/copy";
import { siteWords } from "~/content/workspace";
import { fill } from "~/lib/format";
import { Panel, Rows, Text, Translated, useValues } from "../fact-fields";

const s = siteWords.site;

/** The company's name, numbers, addresses, networks, hours and holidays. */
export function CompanyForm() {
  const c = s.company;
  const values = useValues();
  const days = values.values("company.hours.days");
  return (
    <>
      <Panel title={c.identity}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text name="company.name" label={c.name} required />
          <Text name="company.legalName" label={c.legalName} hint={c.legalNameHint} required />
        </div>
      </Panel>
      <Panel title={c.phones} hint={c.phonesHint}>
        <Rows name="company.phones" extra={1}>
          {(row) => (
            <div key={row} className="grid gap-3 border-t border-line pt-3 first-of-type:border-0">
              <Text
                name={`${row}.number`}
                label={c.number}
                type="tel"
                dir="ltr"
                className="md:max-w-xs"
              />
              <Translated name={`${row}.label`} label={c.label} />
            </div>
          )}
        </Rows>
        <Text
          name="company.whatsapp"
          label={c.whatsapp}
          hint={c.whatsappHint}
          type="tel"
          dir="ltr"
          className="md:max-w-xs"
          required
        />
      </Panel>
      <Panel title={c.emails}>
        <div className="grid gap-4 md:grid-cols-2">
          {(Object.keys(c.emailRoles) as (keyof typeof c.emailRoles)[]).map((role) => (
            <Text
              key={role}
              name={`company.emails.${role}`}
              label={c.emailRoles[role]}
              type="email"
              dir="ltr"
              required
            />
          ))}
        </div>
      </Panel>
      <Panel title={c.address}>
        {(["street", "locality", "country"] as const).map((part) => (
          <div key={part} className="grid gap-3 md:grid-cols-3">
            {locales.map((language) => (
              <Text
                key={language}
                name={`company.address.${language}.${part}`}
                label={fill(c[part], { language: s.languages[language] })}
                lang={language}
                dir={language === "ar" ? "rtl" : "ltr"}
              />
            ))}
          </div>
        ))}
        <div className="grid gap-4 md:grid-cols-[10rem_1fr]">
          <Text name="company.postalCode" label={c.postalCode} inputMode="numeric" required />
          <Text name="company.mapQuery" label={c.mapQuery} hint={c.mapQueryHint} required />
        </div>
      </Panel>
      <Panel title={c.socials} hint={c.socialsHint}>
        <div className="grid gap-4 md:grid-cols-2">
          {(["facebook", "instagram", "youtube", "x"] as const).map((network) => (
            <Text
              key={network}
              name={`company.socials.${network}`}
              label={english().company.social[network]}
              type="url"
              dir="ltr"
            />
          ))}
        </div>
      </Panel>
      <Panel title={c.hours} hint={c.hoursHint}>
        <fieldset>
          <legend className={labelClass}>{c.days}</legend>
          <div className="flex flex-wrap gap-2">
            {c.weekdays.map((day, index) => (
              <label
                key={day}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm"
              >
                <input
                  type="checkbox"
                  name="company.hours.days"
                  value={index}
                  defaultChecked={days.includes(String(index))}
                />
                {day}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid max-w-md gap-4 sm:grid-cols-2">
          <Text name="company.hours.opens" label={c.opens} type="time" required />
          <Text name="company.hours.closes" label={c.closes} type="time" required />
        </div>
      </Panel>
      <Panel title={c.holidays} hint={c.holidaysHint}>
        <Rows name="company.holidays" extra={2}>
          {(row) => (
            <div key={row} className="grid gap-3 border-t border-line pt-3 first-of-type:border-0">
              <Text name={`${row}.date`} label={c.date} type="date" className="md:max-w-xs" />
              <Translated name={`${row}.name`} label={c.holidayName} />
            </div>
          )}
        </Rows>
      </Panel>
    </>
  );
}
