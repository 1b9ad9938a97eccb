import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  AVAILABILITY_STATUSES,
  type FreelancerProfileFormValues,
  freelancerFormToInput,
  freelancerProfileFormSchema,
  freelancerToForm,
  MAX_SKILLS,
  PROFICIENCIES,
} from "@/domain/freelancers/profile";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { humanize } from "@/web/lib/format";
import type { FreelancerProfile } from "../api/get-freelancer";
import { useUpdateMyFreelancer } from "../api/update-my-freelancer";

/**
 * Edit Profile for a freelancer on their own profile page (issue 7 item 5): title, hourly rate in rupees
 * per hour (saved as paise), availability, portfolio link and skills with proficiency. Rating, projects and
 * success rate are not editable: they come from reviews.
 */
export function EditFreelancerDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: FreelancerProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useUpdateMyFreelancer();
  const form = useForm<FreelancerProfileFormValues>({
    resolver: zodResolver(freelancerProfileFormSchema),
    values: freelancerToForm(profile),
  });
  const skills = useFieldArray({ control: form.control, name: "skills" });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) save.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Edit Profile" description="What staff and clients see on your profile.">
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) =>
            save.mutate(freelancerFormToInput(values), {
              onSuccess: () => {
                toast.success("Profile updated.");
                close(false);
              },
            }),
          )}
        >
          <FormField label="Title" error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Hourly rate (₹ per hour)" error={errors.hourlyRate?.message}>
              <Input inputMode="decimal" {...form.register("hourlyRate")} />
            </FormField>
            <FormField label="Availability">
              <NativeSelect {...form.register("availabilityStatus")}>
                {AVAILABILITY_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {humanize(status)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField label="Portfolio link" optional error={errors.portfolioUrl?.message}>
            <Input type="url" placeholder="https://" {...form.register("portfolioUrl")} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Skills</legend>
            {skills.fields.map((field, index) => (
              <div key={field.id} className="grid grid-cols-[1fr_auto_auto] items-start gap-2">
                <div>
                  <Input
                    aria-label={`Skill ${index + 1}`}
                    aria-invalid={errors.skills?.[index]?.skillName ? true : undefined}
                    {...form.register(`skills.${index}.skillName`)}
                  />
                  {errors.skills?.[index]?.skillName && (
                    <p className="text-sm text-red-700">{errors.skills[index]?.skillName?.message}</p>
                  )}
                </div>
                <NativeSelect
                  aria-label={`Proficiency of skill ${index + 1}`}
                  {...form.register(`skills.${index}.proficiency`)}
                >
                  {PROFICIENCIES.map((level) => (
                    <option key={level} value={level}>
                      {humanize(level)}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove skill ${index + 1}`}
                  onClick={() => skills.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            ))}
            {errors.skills?.root?.message && (
              <p className="text-sm text-red-700">{errors.skills.root.message}</p>
            )}
            {errors.skills?.message && <p className="text-sm text-red-700">{errors.skills.message}</p>}
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={skills.fields.length >= MAX_SKILLS}
              onClick={() => skills.append({ skillName: "", proficiency: "intermediate" })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> Add skill
            </Button>
          </fieldset>
          {save.isError && (
            <Alert tone="error">
              {errorMessage(save.error, "Failed to save your profile. Please try again.")}
            </Alert>
          )}
          <FormDialogActions
            submitLabel="Save Profile"
            pending={save.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
