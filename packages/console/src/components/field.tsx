interface InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'number' | 'search' | 'password' | 'date' | 'month';
  required?: boolean;
  maxLength?: number;
  min?: number;
  pattern?: string;
  autoComplete?: string;
}

/** A labelled text input. */
export function Field({ label, value, onValue, type = 'text', ...rest }: InputProps) {
  return (
    <label class="field">
      <span>{label}</span>
      <input {...rest} type={type as 'text'} value={value} onInput={(e) => onValue(e.currentTarget.value)} />
    </label>
  );
}

export function Select({
  label,
  value,
  onValue,
  options,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <label class="field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onValue(e.currentTarget.value)}>
        {options.map(([v, text]) => (
          <option value={v}>{text}</option>
        ))}
      </select>
    </label>
  );
}
