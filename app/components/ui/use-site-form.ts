import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Conform set up the same way for every form: the schema the server uses also checks fields in the
 * browser (on leaving a field, then as the visitor corrects it), and the server's answer is shown
 * in place. Without scripts, the browser's own checks and the server's answer still apply. The
 * check on leaving a field is SiteForm's (see useCheckOnLeave), not Conform's own.
 */
export function useSiteForm<S extends z.ZodObject>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: DefaultValue<z.input<S>>,
) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
