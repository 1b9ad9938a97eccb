import {
  CalendarRange,
  Code,
  CreditCard,
  FileText,
  type LucideIcon,
  MessagesSquare,
  Palette,
  ShieldCheck,
  Sparkles,
} from "lucide-react";

/**
 * The landing page's copy (spec 1 §1). The statistics are the product's own promises rather than invented
 * counts; the testimonials are from sample people and the page says so.
 */
export const STATS = [
  { value: "24-48 hrs", label: "to match your project with freelancers" },
  { value: "1 project", label: "free on the Free plan" },
  { value: "₹0", label: "to start, no credit card needed" },
  { value: "15+", label: "kinds of digital services" },
] as const;

export const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: "Instant project analysis",
    text: "Describe your project in plain words and get its complexity, tasks, hours, skills and risks.",
  },
  {
    icon: CalendarRange,
    title: "Budget and schedule up front",
    text: "A task-by-task budget, a Gantt schedule and a payment plan before you commit to anything.",
  },
  {
    icon: ShieldCheck,
    title: "Vetted freelancers",
    text: "Every freelancer is reviewed and many are interviewed before they can work on your project.",
  },
  {
    icon: CreditCard,
    title: "Pay as work progresses",
    text: "20% advance, then milestone or final payments through trusted Indian payment gateways.",
  },
  {
    icon: MessagesSquare,
    title: "Everything in one place",
    text: "Messages, files, issues and change requests for each project, with our team in the loop.",
  },
];

export const SERVICES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Code, title: "IT services", text: "Websites, web apps, mobile apps, APIs and maintenance." },
  {
    icon: FileText,
    title: "Content creation",
    text: "Blogs, technical writing, copywriting, SEO writing and editing.",
  },
  {
    icon: Palette,
    title: "Graphic design",
    text: "Logos, UI mockups, social graphics, ad creatives and branding.",
  },
];

export const STEPS = [
  { title: "Describe your project", text: "Tell us what you need: a website, an app, content or design." },
  { title: "Get an instant estimate", text: "We break it into tasks with hours, budget and a schedule." },
  { title: "We get it done", text: "Matched freelancers deliver, usually starting within 24-48 hours." },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      "I described our bakery's website in a few lines and had a task list, budget and schedule the same evening. The site went live in three weeks.",
    name: "Ananya Reddy",
    role: "Owner, Sweet Crumbs Bakery, Hyderabad",
  },
  {
    quote:
      "The estimate was honest and the milestone payments meant I never paid for work I had not seen. Our booking app is now used every day.",
    name: "Rahul Mehta",
    role: "Founder, FitSlot, Pune",
  },
  {
    quote:
      "We needed twenty SEO articles in a month. Kaarya matched a writer who knew our industry, and the messages kept everything in one place.",
    name: "Lakshmi Iyer",
    role: "Marketing Lead, GreenLeaf Organics, Chennai",
  },
] as const;
