import { useState } from 'react';

/** Form state for text inputs: `field('name')` gives an input its name, value and change handler. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, field };
}
