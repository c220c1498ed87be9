import { useCallback, useRef, useState, type FormEvent, type SetStateAction } from 'react';
import type { DraftStorage } from '@/lib/drafts/draft-storage';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { rejectedFields } from '@/lib/firebase/callable-error';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Each field's problem, in the shape the form's messages need (an issue code, a message…). */
export type FieldErrors<Field extends string, Problem> = Partial<Record<Field, Problem>>;

interface DraftOptions<Values, Draft> {
  /** Names the draft on the device, e.g. 'contact' or 'booking:pojega'. */
  key: string;
  /** What of the values is worth keeping (by default all of them; secrets never are). */
  keep?: (values: Values) => Draft;
  /** The values a saved draft stands for (by default the draft laid over the initial values). */
  restore?: (draft: Draft) => Values;
  /** Where drafts live; tests pass one in memory. */
  storage?: DraftStorage;
}

export interface CheckedFormOptions<Values, Field extends string, Problem, Draft = Values> {
  initial: Values | (() => Values);
  /** The browser's check with the server's own schema: the problems found, none to send. */
  check?: (values: Values) => FieldErrors<Field, Problem>;
  /** The problem each field named by the server's refusal (`details.fields`) shows. */
  refused?: (fields: readonly string[]) => FieldErrors<Field, Problem>;
  /** Sends the values; throwing says it failed and keeps everything the visitor typed. */
  send: (values: Values) => Promise<void>;
  /** The check found problems (already marked and focused), e.g. to say so in a toast. */
  onInvalid?: (errors: FieldErrors<Field, Problem>, values: Values) => void;
  /** Sending failed; `refused` holds the fields the server named, already marked and focused. */
  onFailed?: (error: unknown, refused: FieldErrors<Field, Problem>) => void;
  /**
   * The words for a failure that names no field: kept as `failure` (shown by the form, above its
   * buttons) until the next send or `clearFailure`.
   */
  failureOf?: (error: unknown) => string;
  /** Keeps what was typed on this device until the form is sent; omit for forms with no draft. */
  draft?: DraftOptions<Values, Draft>;
}

/** Forms without a draft keep nothing, through the same draft hook (hooks cannot be skipped). */
const NO_DRAFT: DraftStorage = {
  read: async () => undefined,
  write: async () => undefined,
  remove: async () => undefined,
};

const hasAny = (errors: object) => Object.keys(errors).length > 0;

/**
 * The one owner of a form's state: its values, each field's problem (from the browser's check or
 * the server's refusal), focus on the first field to fix, the submitting state and the draft kept
 * on the device. The kit's fields show `errorOf(field)`; `formRef` goes on the `<form>` so the
 * focus can find the first `aria-invalid` field once its message is rendered.
 */
export function useCheckedForm<Values, Field extends string, Problem, Draft = Values>(
  options: CheckedFormOptions<Values, Field, Problem, Draft>,
) {
  const [initial] = useState(options.initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field, Problem>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  // Two clicks in one frame must not send twice; state alone would read stale in the second.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const draft = options.draft;
  const keep = draft?.keep ?? ((current: Values) => current as unknown as Draft);
  const { clearDraft, saveDraft, restoredFrom } = useFormDraft<Draft>(
    draft?.key ?? 'none',
    keep(values),
    {
      storage: draft ? draft.storage : NO_DRAFT,
      restore: (saved) =>
        setValues(draft?.restore ? draft.restore(saved) : { ...initial, ...(saved as object) }),
    },
  );

  /** Marks the fields given (and only those) and takes the visitor to the first of them. */
  const markInvalid = useCallback(
    (found: FieldErrors<Field, Problem>) => {
      setErrors(found);
      if (hasAny(found)) focusFirstInvalid();
    },
    [focusFirstInvalid],
  );

  /** Changes one field; its problem is gone until the next submit finds it again. */
  const setField = <Key extends keyof Values & string>(field: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as unknown as Field]: _fixed, ...others } = current;
      return others as FieldErrors<Field, Problem>;
    });
  };

  /**
   * Checks and sends the values given: a scanner or a picker that fills the form and submits it
   * at once passes the values it just set, which this render's `values` do not hold yet.
   */
  const submit = async (values: Values) => {
    if (sendingRef.current) return;
    const found = options.check?.(values) ?? {};
    if (hasAny(found)) {
      markInvalid(found);
      options.onInvalid?.(found, values);
      return;
    }
    setErrors({});
    setFailure('');
    sendingRef.current = true;
    setSubmitting(true);
    try {
      await options.send(values);
    } catch (error) {
      const refused = options.refused?.(rejectedFields(error)) ?? {};
      if (hasAny(refused)) markInvalid(refused);
      else if (options.failureOf) setFailure(options.failureOf(error));
      options.onFailed?.(error, refused);
    } finally {
      sendingRef.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    return submit(values);
  };

  /**
   * What a kit field needs to show and change one value, spread on it
   * (`<TextField label={…} {...form.field('units')} />`): its name, so a refused submit can find
   * and focus it, the value, the change, and the field's problem, through `words` where the
   * form's problems are not words yet (a message to translate).
   */
  const field = <Key extends keyof Values & string, Shown = Problem>(
    name: Key,
    words?: (problem: Problem) => Shown,
  ) => {
    const problem = (errors as Partial<Record<string, Problem>>)[name];
    return {
      name,
      value: values[name],
      onChange: (value: Values[Key]) => setField(name, value),
      error: (problem === undefined || !words ? problem : words(problem)) as Shown | undefined,
    };
  };

  /** Back to the initial values with nothing marked, and the draft forgotten (after a success). */
  const reset = () => {
    setValues(initial);
    setErrors({});
    return clearDraft();
  };

  return {
    formRef,
    /**
     * Spread on the `<form>`: the kit checks every field (the browser's own checks are off, so
     * each error speaks the site's language at its field) and focus finds the first invalid one.
     */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
    field,
    values,
    setValues: setValues as (update: SetStateAction<Values>) => void,
    setField,
    errors,
    errorOf: (field: Field): Problem | undefined => errors[field],
    markInvalid,
    submitting,
    failure,
    clearFailure: () => setFailure(''),
    onSubmit,
    submit,
    reset,
    clearDraft,
    saveDraft,
    restoredFrom,
  };
}

export type CheckedFormState<Values, Field extends string, Problem> = ReturnType<
  typeof useCheckedForm<Values, Field, Problem>
>;

/**
 * A reducer's `dispatch` over a checked form's values, for a form whose fields change together
 * (the booking card, the rental panel): the form keeps the values, the reducer says what an
 * action does to them.
 */
export function useFormReducer<Values, Action>(
  setValues: (update: SetStateAction<Values>) => void,
  reducer: (values: Values, action: Action) => Values,
): (action: Action) => void {
  return useCallback(
    (action: Action) => setValues((values) => reducer(values, action)),
    [setValues, reducer],
  );
}
