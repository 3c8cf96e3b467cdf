import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import { useState } from 'react';

/** Errors kept by someone else (a form flow), which the fields show and clear. */
export interface SharedFieldErrors<K extends string> {
  fieldErrors: Partial<Record<K, string>>;
  setFieldErrors: Dispatch<SetStateAction<Partial<Record<K, string>>>>;
}

/**
 * The small slice of a form library these pages need (@mantine/form is not a dependency):
 * values, one error per field, and input props for Mantine's inputs. Typing in a field clears
 * its error, so a stale message never sits under a corrected value. A page whose submit is a
 * form flow passes the flow's errors, so the fields show the one set of messages.
 */
export function useFormFields<T extends Record<string, string>>(
  initial: T,
  shared?: SharedFieldErrors<Extract<keyof T, string>>,
) {
  const [values, setValues] = useState<T>(initial);
  const own = useState<Partial<Record<Extract<keyof T, string>, string>>>({});
  const [errors, setErrors] = shared ? [shared.fieldErrors, shared.setFieldErrors] : own;

  const inputProps = (name: Extract<keyof T, string>) => ({
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
