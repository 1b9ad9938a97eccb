import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Clock, Mail, MapPin } from "lucide-react";
import { useForm } from "react-hook-form";
import {
  BUSINESS_HOURS,
  CONTACT_RESPONSE_HOURS,
  type ContactMessage,
  contactMessageSchema,
  POSTAL_ADDRESS,
  SUPPORT_EMAIL,
} from "@/domain/contact/contact";
import { PUBLIC_PAGES } from "@/domain/public-pages";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { useSendContactMessage } from "../api/send-contact-message";
import { PageMeta } from "../components/page-meta";
import { PublicLayout } from "../components/public-layout";

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };

/** The contact form: validated with the schema the API uses; a confirmation replaces it once sent. */
function ContactForm() {
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });
  const send = useSendContactMessage();
  const { errors } = form.formState;

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-6 text-green-900">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8 text-green-700" />
        <p className="mt-3 text-lg font-semibold">Thank you! Your message has been sent.</p>
        <p className="mt-1 text-sm">
          We will reply to your e-mail within {CONTACT_RESPONSE_HOURS} hours on business days.
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            form.reset(EMPTY);
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input {...form.register("subject")} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...form.register("message")} />
      </FormField>
      {send.isError && (
        <Alert tone="error">
          {errorMessage(send.error, "Your message could not be sent. Please try again.")}
        </Alert>
      )}
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending && <Spinner className="h-4 w-4" />}
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

/**
 * /contact (spec 1 §1, spec 3 §1): the support address, a postal address in India, business hours
 * Monday to Friday 9:00-18:00 IST, the 24-hour reply promise, and a form that reaches support.
 */
export function ContactPage() {
  return (
    <PublicLayout>
      <PageMeta page={PUBLIC_PAGES.contact} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact Us</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Questions about a project, a payment or working with us? Write to us and we will reply within{" "}
          {CONTACT_RESPONSE_HOURS} hours.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="reach-heading" className="space-y-5">
            <h2 id="reach-heading" className="text-xl font-semibold text-slate-900">
              Reach us
            </h2>
            <div className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
              <div>
                <h3 className="font-medium text-slate-900">Email</h3>
                <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
                  {SUPPORT_EMAIL}
                </a>
              </div>
            </div>
            <div className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
              <div>
                <h3 className="font-medium text-slate-900">Office</h3>
                <address className="text-slate-700 not-italic">
                  {POSTAL_ADDRESS.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            </div>
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" />
              <div>
                <h3 className="font-medium text-slate-900">Business hours</h3>
                <p className="text-slate-700">{BUSINESS_HOURS}</p>
                <p className="text-sm text-slate-600">We reply within {CONTACT_RESPONSE_HOURS} hours.</p>
              </div>
            </div>
          </section>
          <section
            aria-labelledby="form-heading"
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="form-heading" className="mb-4 text-xl font-semibold text-slate-900">
              Send us a message
            </h2>
            <ContactForm />
          </section>
        </div>
      </div>
    </PublicLayout>
  );
}
