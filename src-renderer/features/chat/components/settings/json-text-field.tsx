import { Textarea } from '@mantine/core';

/** A monospace JSON editor; the parse or schema error shows under it as it is typed. */
export function JsonTextField({
  label,
  description,
  value,
  error,
  placeholder,
  onChange,
  testId,
}: {
  label: string;
  description?: string;
  value: string;
  error: string | undefined;
  placeholder?: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      value={value}
      error={error}
      placeholder={placeholder}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={16}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      data-testid={testId}
    />
  );
}
