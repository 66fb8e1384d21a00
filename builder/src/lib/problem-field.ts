/**
 * Which of a form's fields a server message is about. The API names the field first ("password
 * must be 8 to 256 characters", "email: …"); a conflict names it in passing ("That username is
 * already taken", "An account with that e-mail already exists"). Null when it names no field, or
 * more than one: the message is then the form's.
 */
export function problemField<F extends string>(message: string, fields: readonly F[]): F | null {
  const first = /^([A-Za-z]+)[\s:]/.exec(message)?.[1];
  const named = fields.find((f) => f === first);
  if (named) return named;
  const words = new Set(
    message
      .toLowerCase()
      .replaceAll('e-mail', 'email')
      .split(/[^a-z]+/),
  );
  const mentioned = fields.filter((f) => words.has(f.toLowerCase()));
  return mentioned.length === 1 ? mentioned[0]! : null;
}
