import { inputClass, labelClass } from "./shell";

/** One choice of a list's filter (a GET form): `empty` (any) or one of the options. */
export function FilterSelect({
  name,
  label,
  value,
  empty,
  options,
  className,
}: {
  name: string;
  label: string;
  value: string | undefined;
  empty: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
