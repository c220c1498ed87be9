import type { MessageDescriptor } from '@lingui/core';
import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import type { FieldErrors } from './use-checked-form';
import { HIDDEN_CHARACTERS_MESSAGE } from './hidden-characters-message';

/** Invisible characters get words of their own on any field: the text looks right to the visitor. */
export const HIDDEN_CHARACTERS_ISSUES: Record<string, MessageDescriptor> = {
  [HIDDEN_CHARACTERS_ISSUE]: HIDDEN_CHARACTERS_MESSAGE,
};

/** What a form needs of its shared schema: a safe parse and the issues it finds. */
interface CheckingSchema<Input> {
  safeParse: (value: Input) =>
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

export interface FieldMessages<Field extends string, Problem> {
  /** What each field needs: said for an issue with no message of its own, and for a refusal. */
  fields: Record<Field, Problem>;
  /**
   * The problem an issue's code (the schema's `message`) shows, whichever field it falls on (e.g.
   * `HIDDEN_CHARACTERS_ISSUES`); a function decides for every code. Other codes say the field's need.
   */
  issues?: Partial<Record<string, Problem>> | ((code: string, field: Field) => Problem | undefined);
  /**
   * Which segment of a path names a field: by default the first ('signature.birthDate' is the
   * signature's); the last for a form whose request nests its values ('range.units', refused as
   * 'change.range.units').
   */
  segment?: 'first' | 'last';
  /** A form field the request names otherwise, by that name ('amountCents' is the 'amount' typed). */
  renamed?: Partial<Record<string, Field>>;
  /** The form field a path names, where neither segment says it. */
  fieldOf?: (path: string) => Field | undefined;
}

/**
 * The form kit's one adapter from a shared zod schema to the fields a form marks: `check` gives
 * the first problem of each field the schema finds (the server would refuse the same), `refused`
 * the problem of each field a server's refusal names (`details.fields`, which says where, not why).
 * Both plug into `useCheckedForm`'s options of the same names.
 */
export function fieldErrorsFrom<Input, Field extends string, Problem = MessageDescriptor>(
  schema: CheckingSchema<Input>,
  messages: FieldMessages<Field, Problem>,
) {
  const known = new Set<string>(Object.keys(messages.fields));
  const renamed = messages.renamed ?? {};
  const fieldOf =
    messages.fieldOf ??
    ((path: string) => {
      const segments = path.split('.');
      const name = (messages.segment === 'last' ? segments.at(-1) : segments[0]) ?? '';
      return renamed[name] ?? (known.has(name) ? (name as Field) : undefined);
    });
  const issues = messages.issues ?? {};
  const problemOf = (code: string, field: Field): Problem =>
    (typeof issues === 'function' ? issues(code, field) : issues[code]) ?? messages.fields[field];

  type Issue = { path: readonly PropertyKey[]; message: string };
  const fromIssues = (found: readonly Issue[]): FieldErrors<Field, Problem> => {
    const errors: FieldErrors<Field, Problem> = {};
    for (const issue of found) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field && !(field in errors)) errors[field] = problemOf(issue.message, field);
    }
    return errors;
  };

  return {
    check(value: Input): FieldErrors<Field, Problem> {
      const result = schema.safeParse(value);
      return result.success ? {} : fromIssues(result.error.issues);
    },
    /** For a caller that parsed already (and keeps the parsed value when it succeeds). */
    fromIssues,
    refused(paths: readonly string[]): FieldErrors<Field, Problem> {
      const errors: FieldErrors<Field, Problem> = {};
      for (const path of paths) {
        const field = fieldOf(path);
        if (field) errors[field] = messages.fields[field];
      }
      return errors;
    },
  };
}
