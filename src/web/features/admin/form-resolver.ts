// The admin forms validate with the contract's schema of their kind, as the server does; the
// form's values become the API's body first (toPayload), so the same rules and messages apply.
// What the form submits is that body, typed by the schema that accepted it.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FormValues } from './admin-views.ts';

/** Whether `schema` accepts `value`: if so, `value` is what the schema reads, as it will be sent. */
function isInputOf<I>(schema: z.ZodType<unknown, I>, value: unknown): value is I {
  return schema.safeParse(value).success;
}

export function payloadResolver<I>(
  schema: z.ZodType<unknown, I>,
  toPayload: (values: FormValues) => FormValues,
): Resolver<FormValues, unknown, I> {
  return async (values) => {
    const payload = toPayload(values);
    if (isInputOf(schema, payload)) return { values: payload, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of schema.safeParse(payload).error?.issues ?? []) {
      const name = String(issue.path[0] ?? '');
      // The first message of a field is the one shown (a nested rule points at its field).
      if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
