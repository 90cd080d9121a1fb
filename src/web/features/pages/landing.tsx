import { PublicLayout } from "@web/components/layout/public-layout";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { getSupportEmail, SIGN_IN_URL, SITE_NAME } from "@web/lib/site";
import { surveyFacts } from "@web/lib/survey-facts";
import {
  ArrowRight,
  Briefcase,
  ClipboardList,
  FileText,
  Handshake,
  Heart,
  HeartHandshake,
  KeyRound,
  Lock,
  MessageCircleQuestion,
  Scale,
  ShieldCheck,
  Sparkles,
  UserCheck,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const facts = surveyFacts;

export const meta: PageMeta = {
  path: "/",
  title: `${SITE_NAME}: free personality report and relationship compatibility`,
  description: `Take a ${facts.minutes}-minute Big Five personality survey, get a free AI-written report, and understand compatibility for marriage, family, friendship and work. Made for India.`,
  jsonLd: (publicUrl) => [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/favicon.svg`,
      email: getSupportEmail(),
      areaServed: "IN",
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: `${publicUrl}/`,
      inLanguage: "en-IN",
    },
  ],
};

function Section({
  id,
  labelledBy,
  className,
  children,
}: {
  id?: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">{children}</div>
    </section>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** A list item card: a picture on top (the children), then a heading and a short text. */
function TextCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-border bg-card p-6">
      {children}
      <h3 className="mt-4 font-semibold text-foreground text-xl">{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </li>
  );
}

const traits = [
  { name: "Openness", color: "var(--trait-openness)" },
  { name: "Conscientiousness", color: "var(--trait-conscientiousness)" },
  { name: "Extraversion", color: "var(--trait-extraversion)" },
  { name: "Agreeableness", color: "var(--trait-agreeableness)" },
  { name: "Neuroticism", color: "var(--trait-neuroticism)" },
] as const;

/** A pentagon of the five traits; decorative, the trait names are listed beside it as text. */
function TraitsIllustration() {
  const points = traits.map((_, i) => {
    const angle = (Math.PI * 2 * i) / traits.length - Math.PI / 2;
    return [100 + 80 * Math.cos(angle), 100 + 80 * Math.sin(angle)] as const;
  });
  const ring = (scale: number) =>
    points.map(([x, y]) => `${100 + (x - 100) * scale},${100 + (y - 100) * scale}`).join(" ");
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className="size-44 shrink-0 sm:size-52">
      {[1, 0.66, 0.33].map((scale) => (
        <polygon key={scale} points={ring(scale)} fill="none" stroke="var(--border-strong)" />
      ))}
      {points.map(([x, y], i) => (
        <line key={traits[i]?.name} x1="100" y1="100" x2={x} y2={y} stroke="var(--border)" />
      ))}
      <polygon
        points={ring(0.72)}
        fill="var(--primary)"
        fillOpacity="0.12"
        stroke="var(--primary)"
        strokeWidth="2"
      />
      {points.map(([x, y], i) => (
        <circle key={traits[i]?.name} cx={x} cy={y} r="9" fill={traits[i]?.color} />
      ))}
    </svg>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--secondary),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--accent),transparent_55%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <Badge>
            <Sparkles aria-hidden="true" />
            Free personality report · No credit card needed
          </Badge>
          <h1
            id="hero-title"
            className="mt-5 font-bold text-4xl text-foreground leading-tight tracking-tight sm:text-5xl"
          >
            Understand yourself. Understand each other.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground sm:text-xl">
            Answer {facts.questionCount} questions in about {facts.minutes} minutes and get a free,
            science-based personality report. Then, with the other person's consent, see how you fit
            together: for marriage, family, friendship or work.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={SIGN_IN_URL}>
                Get Started Free
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/guest-survey">Try Sample Quiz</Link>
            </Button>
          </div>
        </div>
        <div className="rounded-3xl border border-border bg-card/90 p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center gap-6 sm:flex-row lg:flex-col xl:flex-row">
            <TraitsIllustration />
            <div>
              <p className="font-semibold text-foreground">Your report covers the Big Five</p>
              <ul className="mt-3 space-y-2">
                {traits.map((trait) => (
                  <li key={trait.name} className="flex items-center gap-3 text-muted-foreground">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: trait.color }}
                    />
                    {trait.name}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-muted-foreground text-sm">plus your attachment style</p>
            </div>
          </div>
        </div>
      </div>
      <div className="border-border border-y bg-card">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 sm:px-6 md:grid-cols-4">
          {[
            { value: String(facts.questionCount), label: "questions" },
            { value: `~${facts.minutes} min`, label: "to complete" },
            { value: "5", label: "personality traits" },
            { value: "4", label: "relationship types" },
          ].map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse items-center py-5 text-center">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="font-bold text-2xl text-foreground">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const challenges = [
  {
    icon: MessageCircleQuestion,
    title: "First impressions say little",
    text: "Biodata, a few meetings or a short interview rarely show how someone handles stress, makes decisions or disagrees.",
  },
  {
    icon: Scale,
    title: "Differences go unspoken",
    text: "Families, couples and teams repeat the same misunderstandings for years because they lack a shared language for why.",
  },
  {
    icon: Users,
    title: "Advice is one-size-fits-all",
    text: "Generic tips ignore who you actually are. Useful guidance starts from a clear picture of both people.",
  },
];

const audiences = [
  {
    icon: Heart,
    title: "Romance",
    people: ["People seeking marriage", "Couples"],
  },
  {
    icon: HeartHandshake,
    title: "Family",
    people: ["Parents and teens", "Siblings", "Seniors"],
  },
  {
    icon: Handshake,
    title: "Friends",
    people: ["Friends", "Students"],
  },
  {
    icon: Briefcase,
    title: "Work",
    people: ["Colleagues", "Hiring managers", "Team leaders", "Founders", "Professionals"],
  },
];

const steps = [
  {
    icon: ClipboardList,
    title: "Take Survey",
    text: `Answer ${facts.questionCount} questions about how you think, feel and relate, in about ${facts.minutes} minutes. Your answers save as you go.`,
  },
  {
    icon: FileText,
    title: "Get Free Report",
    text: "See your Big Five profile and attachment style, explained in plain words with an AI-written narrative. It is free.",
  },
  {
    icon: HeartHandshake,
    title: "Analyze Compatibility",
    text: "Invite someone or send a request. Once they agree, a premium analysis shows where you fit and what to talk about.",
  },
];

const stories = [
  {
    quote:
      "Before our families met, we both read our reports. It gave us words for how differently we handle stress, and a calmer first conversation about it.",
    who: "A couple planning to marry",
  },
  {
    quote:
      "My daughter and I kept clashing over small things. Seeing that she is far more extraverted than I am changed how I listen to her.",
    who: "A parent of a teenager",
  },
  {
    quote:
      "We used the work analysis as a starting point for how our founding team divides decisions, not as a verdict on anyone.",
    who: "Two co-founders",
  },
];

const approach = [
  {
    icon: FileText,
    title: "Established personality science",
    text: "The Big Five is the most widely studied model of personality. Our items come from the public-domain IPIP pool, and we add attachment style and your values.",
  },
  {
    icon: Scale,
    title: "What research says matters",
    text: "Each person's emotional steadiness, kindness and reliability, and shared values and life goals, count for more than simply being alike.",
  },
  {
    icon: Sparkles,
    title: "Explained, never a verdict",
    text: "Every score comes with its reasons and topics to talk about. No test can predict whether a relationship will succeed, and we never claim to.",
  },
  {
    icon: UserCheck,
    title: "Consent first",
    text: "An analysis with a specific person runs only after that person agrees. Either of you can withdraw later.",
  },
];

const privacyPoints = [
  { icon: KeyRound, text: "Sign in with Google: we never see or store a password." },
  { icon: Lock, text: "Your data is stored encrypted." },
  { icon: ShieldCheck, text: "Built to comply with GDPR and India's DPDP Act 2023." },
  { icon: ShieldCheck, text: "We never sell your data." },
  {
    icon: Lock,
    text: "Payments are processed by our payment provider; we never store card details.",
  },
  { icon: Sparkles, text: "Only anonymized data is ever used to improve our AI." },
];

export default function LandingPage() {
  usePageMeta(meta);
  return (
    <PublicLayout onLanding>
      <Hero />

      <Section labelledBy="challenge-title">
        <SectionHeading
          id="challenge-title"
          eyebrow="The challenge"
          title="Big decisions, little to go on"
        >
          Choosing a partner, raising a teenager or building a team asks you to understand people
          deeply, usually with very little to go on.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {challenges.map((item) => (
            <TextCard key={item.title} title={item.title} text={item.text}>
              <item.icon aria-hidden="true" className="size-7 text-primary" />
            </TextCard>
          ))}
        </ul>
      </Section>

      <Section labelledBy="audiences-title" className="bg-card">
        <SectionHeading
          id="audiences-title"
          eyebrow="Who it is for"
          title="For every relationship that matters"
        >
          Four kinds of relationship, one clear picture of the people in them.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map((group) => (
            <li key={group.title} className="rounded-2xl border border-border bg-background p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <group.icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="font-semibold text-foreground text-xl">{group.title}</h3>
              </div>
              <ul className="mt-4 space-y-1.5">
                {group.people.map((person) => (
                  <li key={person} className="text-muted-foreground">
                    {person}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" labelledBy="how-title">
        <SectionHeading id="how-title" eyebrow="How it works" title="Three steps to clarity" />
        <ol className="mt-10 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <TextCard key={step.title} title={step.title} text={step.text}>
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary font-bold text-lg text-primary-foreground">
                  {index + 1}
                </span>
                <step.icon aria-hidden="true" className="size-6 text-primary" />
              </div>
            </TextCard>
          ))}
        </ol>
      </Section>

      <Section labelledBy="stories-title" className="bg-card">
        <SectionHeading
          id="stories-title"
          eyebrow="Illustrative examples"
          title="How people use it"
        >
          These stories are illustrative examples written to show how the product can help. They are
          not reviews from real customers.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.who}>
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-background p-6">
                <Badge variant="outline" className="self-start">
                  Illustrative example
                </Badge>
                <blockquote className="mt-4 flex-1 text-foreground">“{story.quote}”</blockquote>
                <figcaption className="mt-4 font-medium text-muted-foreground">
                  {story.who}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="compatibility" labelledBy="approach-title">
        <SectionHeading
          id="approach-title"
          eyebrow="Our approach"
          title="Compatibility, done carefully"
        >
          People are not numbers. We measure what research supports, explain every result, and say
          plainly what a questionnaire cannot tell you.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {approach.map((item) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-6"
            >
              <item.icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold text-foreground text-xl">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link
          to="/methodology"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          Read our methodology and the research behind it
        </Link>
      </Section>

      <Section id="about" labelledBy="about-title" className="bg-card">
        <div className="grid gap-10 lg:grid-cols-2">
          <SectionHeading id="about-title" eyebrow="About us" title={`About ${SITE_NAME}`}>
            {SITE_NAME} helps people in India understand themselves and the people who matter to
            them, with personality science explained in plain words. Your personality report is
            free; compatibility analysis with a specific person is a premium feature.
          </SectionHeading>
          <div className="rounded-2xl border border-border bg-background p-6">
            <h3 className="font-semibold text-foreground text-xl">Your privacy</h3>
            <ul className="mt-4 space-y-3">
              {privacyPoints.map((point) => (
                <li key={point.text} className="flex gap-3 text-muted-foreground">
                  <point.icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                  {point.text}
                </li>
              ))}
            </ul>
            <Link
              to="/privacy-policy"
              className="mt-5 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              Read our privacy policy
            </Link>
          </div>
        </div>
      </Section>

      <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-4xl rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Ready to understand yourself better?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg">
            Your personality report is free and takes about {facts.minutes} minutes. No credit card
            needed.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <a href={SIGN_IN_URL}>
              Start Your Free Analysis
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
