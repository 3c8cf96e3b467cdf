import {
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageKey, showErrorToast } from './error-toasts';
import {
  type FormErrors,
  type IssueList,
  serverFormErrors,
  zodFieldErrors,
} from './field-messages';

/**
 * What the flow needs of a core zod schema: its safeParse. A form whose check is more than a
 * schema (one with rules of its own around core's) gives its values already checked, as `In`.
 */
export interface FormSchema<Out, In = unknown> {
  safeParse(input: In): { success: true; data: Out } | { success: false; error: IssueList };
}

export interface FormFlowOptions<Out, R, K extends string, In = unknown> {
  /** The request's core schema: the same rules the server checks, said in the user's language. */
  schema: FormSchema<Out, In>;
  /** The form's values as the schema reads them, taken when the form is submitted. */
  values(): In;
  /** The fields the server's VAL_001 map is shown on; an error naming none of them is a toast. */
  fields: readonly K[];
  /** The request, with what the schema made of the values (a mutation's mutateAsync). */
  send(data: Out): Promise<R>;
  onSuccess?(result: R, data: Out): void;
  /** The toast's text when the server sent none. */
  fallback?: MessageKey;
  /**
   * When the last messages go: as soon as the values pass the schema ('parsed', the default), or
   * only once the server took them ('saved': they stay on screen while it answers, and after a
   * refusal that names no field).
   */
  clearErrors?: 'parsed' | 'saved';
  /**
   * How the schema's refusal is shown when not one line per field (a form with one message for
   * all, which picks the issue worth saying); by default the first message of each field.
   */
  invalid?(error: IssueList): FormErrors<K>;
  /**
   * Called with every refusal, for what the fields do not show: the form shows it its own way (a
   * split's lines, a neutral page) or knows it is said already (its mutation's own toast), and
   * answers true; then the flow's toast stays quiet. The fields' messages go on them either way.
   */
  refused?(error: unknown): boolean;
}

export interface FormFlow<K extends string> {
  /** A form's onSubmit; without an event (a form's own check ran first) it submits just the same. */
  submit(event?: FormEvent): void;
  /** One translated line per field, from the schema or from the server. */
  fieldErrors: FormErrors<K>;
  setFieldErrors: Dispatch<SetStateAction<FormErrors<K>>>;
  /** True while the request runs (the save button's `loading`). */
  pending: boolean;
  /**
   * The flow's answer to a refused request it did not send itself (one sent after a confirmation
   * the form asked for): the server's field errors on the fields, or else the toast.
   */
  fail(error: unknown): void;
}

/**
 * The one submit flow of the finance forms: parse the values with the core schema (its messages
 * on the fields, nothing sent), send, then put the server's field errors on the fields, or else
 * show the error's toast. Like a TanStack `mutate` callback, nothing happens once the form is
 * gone (a closed dialog neither reopens its errors nor toasts on top of the page).
 */
export function useFormFlow<Out, R, K extends string, In = unknown>(
  options: FormFlowOptions<Out, R, K, In>,
): FormFlow<K> {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<FormErrors<K>>({});
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    // Set on mount too: StrictMode mounts, unmounts and mounts again.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const { schema, values, send, onSuccess, invalid, clearErrors = 'parsed' } = options;
    const parsed = schema.safeParse(values());
    if (!parsed.success) {
      return setFieldErrors(invalid ? invalid(parsed.error) : zodFieldErrors<K>(parsed.error, t));
    }
    if (clearErrors === 'parsed') setFieldErrors({});
    setPending(true);
    send(parsed.data).then(
      (result) => {
        if (!mounted.current) return;
        setPending(false);
        if (clearErrors === 'saved') setFieldErrors({});
        onSuccess?.(result, parsed.data);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPending(false);
        fail(error);
      },
    );
  };

  const fail = (error: unknown) => {
    const fromServer = serverFormErrors(error, options.fields, t);
    const shownByForm = options.refused?.(error) ?? false;
    if (Object.keys(fromServer).length > 0) setFieldErrors(fromServer);
    else if (!shownByForm) showErrorToast(error, options.fallback);
  };

  return { submit, fieldErrors, setFieldErrors, pending, fail };
}
