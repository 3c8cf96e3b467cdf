import type { ChangeEvent } from 'react';
import { useState } from 'react';

/**
 * The small slice of a form library these pages need (@mantine/form is not a dependency):
 * values, one error per field, and input props for Mantine's inputs. Typing in a field clears
 * its error, so a stale message never sits under a corrected value.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const inputProps = (name: keyof T) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { values, errors, setErrors, inputProps };
}
