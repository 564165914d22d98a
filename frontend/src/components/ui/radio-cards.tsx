export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  description: string;
}

export interface RadioCardsProps<T extends string> {
  legend: string;
  /** The radio group's name (one per group on the page, e.g. from useId). */
  name: string;
  options: readonly RadioCardOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A choice of one among a few, each a card with its label and what it means; the picked card is outlined. */
export function RadioCards<T extends string>({ legend, name, options, value, onChange }: RadioCardsProps<T>) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 size-5 accent-accent"
          />
          <span>
            <span className="block font-semibold">{option.label}</span>
            <span className="block text-base text-muted">{option.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
