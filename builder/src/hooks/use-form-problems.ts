import { useId, useState } from 'react';
import { errorMessage } from '../lib/error-message';
import { problemField } from '../lib/problem-field';

/**
 * A form's one problem, beside the field it is about or, naming none, at the form's foot: never a
 * toast, which would be gone in 5 s and could cover the form's buttons. Cleared as the user edits.
 */
export function useFormProblems<F extends string>(fields: readonly F[]) {
  const [problem, setProblem] = useState<{ field: F | null; message: string } | null>(null);
  const base = useId();
  const id = (field: F) => `${base}-${field}-problem`;
  const of = (field: F) => (problem?.field === field ? problem.message : undefined);
  return {
    /** The problem of the form as a whole, if that is where it is. */
    form: problem?.field === null ? problem.message : null,
    of,
    id,
    /** What a field's input takes: marked invalid and described by its problem while it has one. */
    input: (field: F) => (of(field) ? { 'aria-invalid': true as const, 'aria-describedby': id(field) } : {}),
    say: (message: string, field: F | null = null) => setProblem({ field, message }),
    /** A failed call: the server's message, beside the field it names, else the fallback for the form. */
    sayError: (error: unknown, fallback: string) => {
      const message = errorMessage(error, fallback);
      setProblem({ field: problemField(message, fields), message });
    },
    clear: () => setProblem(null),
  };
}
