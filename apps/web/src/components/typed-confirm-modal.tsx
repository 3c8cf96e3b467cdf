import { Button, Code, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { AppError } from '@wealthlog/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../lib/error-toasts';
import { translateFieldMessage } from '../lib/field-messages';
import { useReturnFocusOnUnmount } from '../lib/use-return-focus';
import { DialogActions } from './dialog-actions';

export interface TypedConfirmValues {
  confirm: string;
  password: string;
}

interface TypedConfirmModalProps {
  title: string;
  /** What happens, said before the fields. */
  children: ReactNode;
  /** The text to type exactly (a username). */
  expected: string;
  /** Asks for a password as well (a fresh check of whoever confirms), with this label. */
  passwordLabel?: string;
  /** The red button's text. */
  confirmLabel: string;
  /**
   * The action. A refusal that names the password (401) or the typed text (`confirmMismatch`) is
   * shown on its field; any other goes to the one error toast.
   */
  onConfirm(values: TypedConfirmValues): Promise<void>;
  onClose(): void;
  testId: string;
}

type Field = keyof TypedConfirmValues;

/**
 * The fill of a button that destroys (delete, replace): Mantine's red 6 under white text reads at
 * 3.3:1, red 9 passes AA (4.5:1) in both schemes.
 */
export const DANGER_COLOR = 'red.9';

/** 401s that mean the session is gone rather than a wrong password. */
const SESSION_CODES = new Set(['TOKEN_EXPIRED', 'NO_TOKEN', 'AUTH_002', 'AUTH_003']);

/**
 * A confirmation for what cannot be undone (delete an account, replace all of it): the user types
 * a name exactly, and their password when asked. Mounted to open, unmounted to close, so it always
 * opens empty; focus goes back to the button that opened it.
 */
export function TypedConfirmModal({
  title,
  children,
  expected,
  passwordLabel,
  confirmLabel,
  onConfirm,
  onClose,
  testId,
}: TypedConfirmModalProps) {
  const { t } = useTranslation();
  useReturnFocusOnUnmount();
  const [values, setValues] = useState<TypedConfirmValues>({ confirm: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refused = (error: unknown) => {
    if (error instanceof AppError) {
      if (error.status === 401 && !SESSION_CODES.has(error.code) && passwordLabel) {
        return setErrors({ password: t('serverMessages.currentPasswordIncorrect') });
      }
      if (error.reason === 'confirmMismatch') {
        return setErrors({ confirm: t('serverMessages.confirmMismatch') });
      }
      const onFields: Partial<Record<Field, string>> = {};
      for (const field of ['confirm', 'password'] as const) {
        const messages = error.errors?.[field];
        if (messages?.length) onFields[field] = translateFieldMessage(t, messages[0]!);
      }
      if (Object.keys(onFields).length > 0) return setErrors(onFields);
    }
    showErrorToast(error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.confirm !== expected) found.confirm = t('serverMessages.confirmMismatch');
    if (passwordLabel && values.password === '') {
      found.password = t('rules.required', { field: passwordLabel });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    onConfirm(values).then(
      () => {
        if (mounted.current) setPending(false);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPending(false);
        refused(error);
      },
    );
  };

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Modal opened onClose={onClose} title={title} size="md">
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack gap="md">
          {children}
          <TextInput
            label={
              <>
                {t('typedConfirm.typeToConfirm')} <Code>{expected}</Code>
              </>
            }
            value={values.confirm}
            onChange={change('confirm')}
            error={errors.confirm}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            data-autofocus
            data-testid={`${testId}-confirm`}
          />
          {passwordLabel && (
            <PasswordInput
              label={passwordLabel}
              value={values.password}
              onChange={change('password')}
              error={errors.password}
              autoComplete="current-password"
              required
              data-testid={`${testId}-password`}
            />
          )}
          <DialogActions onCancel={onClose}>
            <Button
              type="submit"
              color={DANGER_COLOR}
              loading={pending}
              data-testid={`${testId}-submit`}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
