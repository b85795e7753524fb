// One mapping from a schema's issues to "the first message per field": the API's 422 body carries
// it, and the island forms show it under each field, so both always say the same words.
import type { ZodType } from "./zod.ts";

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export function fieldErrors<Field extends string = string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return errors as FieldErrors<Field>;
}

/** The form's errors under `schema`, or none when the values pass. */
export function validateFields<Field extends string>(schema: ZodType, values: unknown): FieldErrors<Field> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors<Field>(result.error.issues);
}
