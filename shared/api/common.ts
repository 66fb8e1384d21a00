/**
 * Pieces every part of the API contract uses. The contract is written once, here, as TypeBox
 * schemas: the API validates with them (Elysia's `t` is TypeBox) and publishes them as its
 * OpenAPI document; the builder imports only their static types.
 */
import { Type as t, type Static, type TSchema } from '@sinclair/typebox';

/**
 * One of a fixed list of words, with an error that names them. Still a union of literals to
 * validators; `Unsafe` only gives it the static type of the words, which a union built from a
 * list (not a tuple) would lose.
 */
export const oneOf = <T extends string>(values: readonly T[], field: string) =>
  t.Unsafe<T>(
    t.Union(
      values.map((v) => t.Literal(v)),
      { error: `${field} must be one of: ${values.join(', ')}` },
    ),
  );

export const Nullable = <T extends TSchema>(schema: T) => t.Union([schema, t.Null()]);

/** Every error, and a few answers with nothing else to say (each call's own, below, names what it says). */
export const Message = t.Object({ message: t.String() });

/** Who wrote a comment or owns a listed chart: never more than the public name. */
export const Author = t.Object({ id: t.Integer(), username: t.String() });

/** Text that must hold something besides spaces (the server trims it). */
export const NOT_BLANK = '\\S';

/**
 * The schema with examples for /api/docs, typed against it. Validators ignore `examples`, so the
 * copy checks exactly what the schema does; shared/api/examples.test.ts checks the examples too.
 */
export const withExamples = <T extends TSchema>(schema: T, ...examples: [Static<T>, ...Static<T>[]]): T => ({ ...schema, examples });

/** A `{ message }` answer whose example is what this call says. */
export const saying = (message: string) => withExamples(Message, { message });
