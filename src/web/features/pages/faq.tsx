import { PublicLayout } from "@web/components/layout/public-layout";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@web/components/ui/accordion";
import { Button } from "@web/components/ui/button";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { getSupportEmail, SIGN_IN_URL, SITE_NAME } from "@web/lib/site";
import { surveyFacts } from "@web/lib/survey-facts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

const facts = surveyFacts;

interface Faq {
  id: string;
  question: string;
  answer: string;
  /** A page that says more, shown under the answer. */
  more?: { to: string; label: string };
}

/** The eight questions of spec part 1 §2. The same text feeds the page and its FAQPage data. */
function getFaqs(): Faq[] {
  return [
    {
      id: "what-is",
      question: `What is ${SITE_NAME}?`,
      answer: `${SITE_NAME} is a personality and relationship service made for India. You take a Big Five personality survey and receive a free, AI-written report about how you think, feel and relate to others. If you wish, you can then ask for a compatibility analysis with a specific person (a partner, a family member, a friend or a colleague) once that person has agreed.`,
    },
    {
      id: "how-it-works",
      question: "How does the personality analysis work?",
      answer: `The survey measures the Big Five personality traits (openness, conscientiousness, extraversion, agreeableness and neuroticism), which are the most widely researched model of personality, together with your attachment style and what you value in relationships. Your answers are scored with published methods, and an AI model then writes a narrative that explains your results in plain words. The personality report is free.`,
    },
    {
      id: "is-compatibility-free",
      question: "Is compatibility matching free?",
      answer:
        "Your personality report is free. Compatibility analysis with a specific person is a premium feature that you pay for per analysis. The price is always shown before you pay, and an analysis only runs after the other person has agreed to it.",
    },
    {
      id: "data-protection",
      question: "How is my data protected?",
      answer:
        "You sign in with your Google account, so we never see or store a password. Your data is stored encrypted, we follow the GDPR and India's Digital Personal Data Protection Act 2023, and we never sell your data. Other people see your report only if you share a link to it yourself, and you can export or delete all your data at any time from Account Settings.",
    },
    {
      id: "non-romantic",
      question: "Can I use it for relationships other than romance?",
      answer:
        "Yes. Besides romantic relationships, you can analyse family relationships (parents and teens, siblings), friendships and working relationships (colleagues, team members, co-founders). Each analysis is written for the kind of relationship you choose. Work analyses are meant for understanding and development, never for hiring decisions.",
    },
    {
      id: "accuracy",
      question: "How accurate is the analysis?",
      answer:
        "The Big Five is one of the most reliable ways to describe personality, but no questionnaire is perfect. Your results reflect how you answered on the day, small differences between scores are within measurement error, and personality explains only part of how a relationship goes. Treat the report as a well-founded starting point for reflection and conversation, not a verdict or a clinical assessment.",
      more: { to: "/methodology", label: "How we calculate scores, and the research behind them" },
    },
    {
      id: "duration",
      question: "How long does the assessment take?",
      answer: `Most people finish the ${facts.questionCount} questions in about ${facts.minutes} minutes. Your answers are saved as you go, so you can take a break and continue later.`,
    },
    {
      id: "support",
      question: "How can I get support?",
      answer: `Write to us at ${getSupportEmail()} and we will reply as soon as we can. You can also reach us through the Contact Us page.`,
    },
  ];
}

export const meta: PageMeta = {
  path: "/faq",
  title: `Frequently asked questions | ${SITE_NAME}`,
  description: `Answers about ${SITE_NAME}: how the free Big Five personality report works, what compatibility analysis costs, how your data is protected, and how long the survey takes.`,
  jsonLd: () => ({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: getFaqs().map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }),
};

export default function FaqPage() {
  usePageMeta(meta);
  const faqs = getFaqs();
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="font-bold text-4xl text-foreground tracking-tight">
          Frequently asked questions
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Everything you need to know before you start. Cannot find your answer? Write to us.
        </p>
        <div className="mt-8 rounded-2xl border border-border bg-card px-5 sm:px-8">
          <Accordion type="single" collapsible>
            {faqs.map((faq) => (
              <AccordionItem key={faq.id} value={faq.id}>
                <AccordionTrigger headingLevel={2}>{faq.question}</AccordionTrigger>
                <AccordionContent>
                  {faq.id === "support" ? (
                    <p>
                      Write to us at{" "}
                      <a
                        className="font-medium text-primary underline underline-offset-4"
                        href={`mailto:${getSupportEmail()}`}
                      >
                        {getSupportEmail()}
                      </a>{" "}
                      and we will reply as soon as we can. You can also reach us through the{" "}
                      <Link
                        className="font-medium text-primary underline underline-offset-4"
                        to="/contact"
                      >
                        Contact Us
                      </Link>{" "}
                      page.
                    </p>
                  ) : (
                    <p>{faq.answer}</p>
                  )}
                  {faq.more ? (
                    <Link
                      className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
                      to={faq.more.to}
                    >
                      {faq.more.label}
                    </Link>
                  ) : null}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
        <div className="mt-10 rounded-2xl bg-secondary p-6 text-center sm:p-8">
          <h2 className="font-bold text-2xl text-secondary-foreground">Ready to begin?</h2>
          <Button asChild size="lg" className="mt-5">
            <a href={SIGN_IN_URL}>
              Start Your Journey Now
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <p className="mt-4 text-secondary-foreground">
            Free personality analysis awaits—no credit card needed!
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}
