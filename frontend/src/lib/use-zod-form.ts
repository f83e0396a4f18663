import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { formMessage } from './form-message';

type Fields = Record<string, string>;
type FieldErrors<T extends Fields> = Partial<Record<keyof T, string>>;

/** The first message per field, as the contracts' schemas word them. */
export function fieldErrors<T extends Fields>(error: z.ZodError): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A small form state for string fields validated by a shared zod schema: checked on submit,
 * then re-checked on every change so a message disappears as soon as the field is fixed.
 * A refused submit moves focus to the first field in error, so a screen reader reads it with its message.
 */
export function useZodForm<T extends Fields, Out>(schema: z.ZodType<Out, T>, initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (candidate: T): Out | undefined => {
    const result = schema.safeParse(candidate);
    setErrors(result.success ? {} : fieldErrors<T>(result.error));
    return result.success ? result.data : undefined;
  };

  // The messages are kept as the contracts word them and shown in the current language.
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, formMessage(message as string)])) as FieldErrors<T>;

  /** For values chosen without typing: quick-amount buttons, radio groups. */
  const setValue = (name: keyof T & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) validate(next);
  };

  /** Everything a field needs: its value, its change handler and its message. */
  const register = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: shownErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  /** Back to the first values, with no messages, as before the first submit. */
  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  };

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    // The messages are rendered before focus moves, so the field is announced with its message.
    const data = flushSync(() => validate(values));
    if (data !== undefined) onValid(data);
    else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return { values, errors: shownErrors, register, setValue, reset, handleSubmit };
}
