// The admin forms validate with the contract's schema of their kind, as the server does; the
// form's values become the API's body first (toPayload), so the same rules and messages apply.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FormValues } from './admin-views';

export function payloadResolver(
  schema: z.ZodType,
  toPayload: (values: FormValues) => FormValues,
): Resolver<FormValues> {
  return async (values) => {
    const parsed = schema.safeParse(toPayload(values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      // The first message of a field is the one shown (a nested rule points at its field).
      if (!errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
