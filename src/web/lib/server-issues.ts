// A refused form shows the server's reasons on the fields they are about (the `issues` of an error
// answer, docs/rules.md#api-rules), not only in a toast: "That username is taken" beside Username.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Puts each of the error's issues on the form field its path names (the fields the form has);
 * answers how many it placed, so the caller can skip a toast that would repeat them. `aliases`
 * names the form field for a request field the form calls otherwise (the tutor form's Image is
 * sent as the `profileImage` file).
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const issue of error.issues) {
    const path = aliases[issue.path] ?? issue.path;
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
