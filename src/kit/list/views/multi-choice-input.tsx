import { MultiSelect } from '@/ui/primereact/multiselect';

interface MultiChoiceInputProps<V extends string> {
  id: string;
  value: readonly V[];
  options: ReadonlyArray<{ value: V; label: string }>;
  /** Shown while nothing is chosen ('Todos': none chosen is no filter). */
  placeholder: string;
  onChange: (value: V[]) => void;
}

/** The input of a multi-value filter: any of its options, shown as chips. */
export function MultiChoiceInput<V extends string>({
  id,
  value,
  options,
  placeholder,
  onChange,
}: MultiChoiceInputProps<V>) {
  return (
    <MultiSelect
      inputId={id}
      value={value}
      // PrimeReact types its options as mutable; it does not change them.
      options={options as Array<{ value: V; label: string }>}
      optionLabel="label"
      optionValue="value"
      display="chip"
      showSelectAll={false}
      placeholder={placeholder}
      className="resource-list__multi"
      onChange={(event) => {
        // In the options' order, so equal choices compare equal whatever order they were picked in.
        const chosen = new Set(event.value as V[]);
        onChange(options.filter((option) => chosen.has(option.value)).map((option) => option.value));
      }}
    />
  );
}
