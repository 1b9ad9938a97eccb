import { useId, useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { humanize } from "@/web/lib/format";

/** What an entry dialog collects: a title, a description and one choice. */
export interface Entry {
  title: string;
  description: string;
  choice: string;
}

/**
 * A dialog with a title, a description and one labelled choice (Report Issue: severity; Request Change:
 * estimated effort). `validate` returns field errors from the shared zod schema; `onSubmit` resolves when
 * saved and rejects with the text to show.
 */
export function EntryDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: string;
  choiceLabel: string;
  choices: readonly string[];
  defaultChoice: string;
  submitLabel: string;
  validate: (entry: Entry) => Partial<Record<keyof Entry, string>>;
  onSubmit: (entry: Entry) => Promise<void>;
}) {
  const ids = { form: useId() };
  const empty = { title: "", description: "", choice: props.defaultChoice };
  const [entry, setEntry] = useState<Entry>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Entry, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = (next: boolean) => {
    props.onOpenChange(next);
    if (!next) {
      setEntry(empty);
      setErrors({});
      setFailure(null);
    }
  };
  const set = (key: keyof Entry) => (event: { target: { value: string } }) =>
    setEntry((e) => ({ ...e, [key]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = props.validate(entry);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await props.onSubmit(entry);
      close(false);
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent title={props.heading}>
        <form id={ids.form} noValidate className="space-y-4" onSubmit={submit}>
          <FormField label="Title" error={errors.title}>
            <Input value={entry.title} onChange={set("title")} />
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Textarea rows={4} value={entry.description} onChange={set("description")} />
          </FormField>
          <FormField label={props.choiceLabel}>
            <NativeSelect value={entry.choice} onChange={set("choice")}>
              {props.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {humanize(choice)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending && <Spinner className="h-4 w-4" />}
              {props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Field errors of a zod result, first message per field. */
export function fieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return errors;
}
