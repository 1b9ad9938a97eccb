import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { humanize } from "@/web/lib/format";

/** What an entry dialog collects: a title, a description and one choice named by the schema. */
type Entry = { title: string; description: string } & Record<string, string>;

/**
 * A dialog with a title, a description and one labelled choice, validated by a shared zod schema through
 * react-hook-form (Report Issue: severity; Request Change: estimated effort). `onSubmit` resolves when saved
 * (the dialog closes and clears) and rejects with the text to show in the dialog.
 */
export function EntryDialog<T extends Entry>({
  open,
  onOpenChange,
  heading,
  description,
  schema,
  choice,
  submitLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: string;
  description: string;
  schema: z.ZodType<T, T>;
  choice: { name: Path<T>; label: string; options: readonly string[]; initial: string };
  submitLabel: string;
  onSubmit: (values: T) => Promise<void>;
}) {
  const empty = { title: "", description: "", [choice.name]: choice.initial } as DefaultValues<T>;
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const failure = errors.root?.message;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset(empty);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      close(false);
    } catch (cause) {
      form.setError("root", { message: cause instanceof Error ? cause.message : String(cause) });
    }
  });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={heading} description={description}>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <FormField label="Title" error={errors.title?.message as string | undefined}>
            <Input {...form.register("title" as Path<T>)} />
          </FormField>
          <FormField label="Description" error={errors.description?.message as string | undefined}>
            <Textarea rows={4} {...form.register("description" as Path<T>)} />
          </FormField>
          <FormField label={choice.label}>
            <NativeSelect {...form.register(choice.name)}>
              {choice.options.map((option) => (
                <option key={option} value={option}>
                  {humanize(option)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {failure && <Alert tone="error">{failure}</Alert>}
          <FormDialogActions submitLabel={submitLabel} pending={isSubmitting} onCancel={() => close(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
