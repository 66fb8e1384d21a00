import { useState } from 'react';

/**
 * Form state for text inputs: `field('name')` gives an input its name, value and change handler;
 * `onEdit` hears every change (to clear a problem said about what was there before).
 */
export function useFormFields<T extends Record<string, string>>(initial: T, onEdit?: () => void) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      onEdit?.();
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return { values, setValues, field };
}
