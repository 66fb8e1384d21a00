/**
 * The part of a chat completion we read. The openai SDK hands back whatever JSON the server sent
 * under its own types without checking it, and an OpenAI-compatible server (or a proxy in front
 * of one) may send `null`, an error object with status 200, or choices of another shape.
 */
import { t } from 'elysia';

export const ChatCompletionBody = t.Object({
  choices: t.Array(
    t.Object({
      // null or absent when the model refused or called a tool: no answer, which is retried like any unusable one.
      message: t.Object({ content: t.Optional(t.Union([t.String(), t.Null()])) }),
    }),
    { minItems: 1 },
  ),
});
