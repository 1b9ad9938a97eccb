import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { COUNTRIES, CURRENCIES, PROFESSIONS } from "@/domain/profiles/options";
import {
  type ProfileInput,
  type ProfileValues,
  profileSchema,
  yearOfBirthBounds,
} from "@/domain/profiles/profile";
import { GST_STATE_CODES, GST_STATES } from "@/domain/receipts/tax-invoice";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";

/** The GST states for the State select, by name. */
const STATES_BY_NAME = GST_STATE_CODES.toSorted((a, b) => GST_STATES[a].localeCompare(GST_STATES[b]));

interface ProfileFormProps {
  defaultValues: Partial<ProfileInput>;
  onSubmit: (values: ProfileValues) => Promise<void>;
  /** Server-side field errors to show under the fields, keyed by field name. */
  serverErrors?: Partial<Record<keyof ProfileInput, string>>;
  /** The submit button's text ("Save and Continue" unless given). */
  submitLabel?: string;
  /** Shown above the fields (Profile Settings' read-only e-mail). */
  children?: ReactNode;
  /** Show the GSTIN and state printed on tax invoices (Profile Settings; issue 19 item 4). */
  taxFields?: boolean;
}

/** The profile fields of spec 1 §2 with the shared validation of spec 1 §5. */
export function ProfileForm({
  defaultValues,
  onSubmit,
  serverErrors,
  submitLabel = "Save and Continue",
  children,
  taxFields = false,
}: ProfileFormProps) {
  const schema = useMemo(() => profileSchema(new Date()), []);
  const bounds = useMemo(() => yearOfBirthBounds(new Date()), []);
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const profession = form.watch("profession");

  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors ?? {})) {
      if (message) form.setError(name as keyof ProfileInput, { message });
    }
  }, [serverErrors, form]);

  // spec 1 §5: the custom profession is cleared when another profession is chosen.
  useEffect(() => {
    if (profession !== "Other") form.setValue("customProfession", "");
  }, [profession, form]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      {children}
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register("fullName")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Year of birth"
          error={errors.yearOfBirth?.message}
          hint={`Between ${bounds.min} and ${bounds.max}`}
        >
          <Input inputMode="numeric" autoComplete="bday-year" {...form.register("yearOfBirth")} />
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          <NativeSelect autoComplete="country-name" {...form.register("country")}>
            <option value="">Select your country</option>
            {COUNTRIES.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Profession" error={errors.profession?.message}>
          <NativeSelect {...form.register("profession")}>
            <option value="">Select your profession</option>
            {PROFESSIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Currency" error={errors.currency?.message}>
          <NativeSelect {...form.register("currency")}>
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {profession === "Other" && (
        <FormField label="Your profession" error={errors.customProfession?.message}>
          <Input autoComplete="organization-title" {...form.register("customProfession")} />
        </FormField>
      )}
      <FormField label="Organization" optional error={errors.organization?.message}>
        <Input autoComplete="organization" {...form.register("organization")} />
      </FormField>
      <FormField label="Bio" optional error={errors.bio?.message}>
        <Textarea rows={4} {...form.register("bio")} />
      </FormField>
      {taxFields && (
        <fieldset className="space-y-5">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Tax invoices</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="GSTIN"
              optional
              error={errors.gstin?.message}
              hint="Printed on your invoices so you can claim input tax credit"
            >
              <Input
                autoCapitalize="characters"
                maxLength={15}
                spellCheck={false}
                {...form.register("gstin")}
              />
            </FormField>
            <FormField
              label="State"
              optional
              error={errors.billingState?.message}
              hint="Your billing address's state (the place of supply)"
            >
              <NativeSelect {...form.register("billingState")}>
                <option value="">Not given</option>
                {STATES_BY_NAME.map((code) => (
                  <option key={code} value={code}>
                    {GST_STATES[code]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </fieldset>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="h-4 w-4" />}
        {isSubmitting ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
