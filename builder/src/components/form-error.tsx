/** A form's problem, read out when it appears (role="alert"); nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="inline-error" role="alert">
      {message}
    </p>
  ) : null;
}
