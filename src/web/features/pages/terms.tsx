import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { getSupportEmail, SITE_NAME } from "@web/lib/site";
import { Link } from "react-router";
import { DocumentPage, type DocumentSection } from "./document-page";

export const meta: PageMeta = {
  path: "/terms",
  title: `Terms of Service | ${SITE_NAME}`,
  description: `The terms for using ${SITE_NAME}: eligibility, consent when analysing another person, payments per analysis, what a personality report is and is not, and governing law.`,
  jsonLd: (publicUrl) => ({
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: `Terms of Service | ${SITE_NAME}`,
    url: `${publicUrl}/terms`,
    inLanguage: "en-IN",
  }),
};

function SupportLink() {
  const email = getSupportEmail();
  return <a href={`mailto:${email}`}>{email}</a>;
}

const sections: DocumentSection[] = [
  {
    id: "agreement",
    title: "About these terms",
    body: (
      <p>
        These terms are an agreement between you and {SITE_NAME} for the use of our website and
        services. By creating an account or using the service you accept them. Please also read our{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>, which explains how we handle your data.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use the service",
    body: (
      <ul>
        <li>You must be at least 15 years old.</li>
        <li>
          If you are under 18, you need the consent of a parent or legal guardian. Romantic
          features, and appearing in profile search, are available only to people aged 18 or over.
        </li>
        <li>You may hold one account, in your own name, with accurate information.</li>
        <li>
          New accounts are reviewed by our administrators before they can use the product. We may
          decline or end access to an account that breaks these terms.
        </li>
      </ul>
    ),
  },
  {
    id: "nature",
    title: "What a report is, and what it is not",
    body: (
      <>
        <p>
          Our personality reports and compatibility analyses describe tendencies based on your
          answers to a questionnaire and on published research. They are meant for reflection and
          conversation.
        </p>
        <ul>
          <li>
            They are <strong>not a clinical, psychological or medical assessment</strong> and not a
            substitute for professional advice. If you are struggling, please speak to a qualified
            professional.
          </li>
          <li>
            They <strong>do not predict</strong> whether a marriage, relationship or working
            relationship will succeed, and they should never be the only basis for such a decision.
          </li>
          <li>
            Work analyses are for development only and must not be used to make hiring decisions.
          </li>
          <li>Parts of each report are written by an AI model and may contain mistakes.</li>
        </ul>
      </>
    ),
  },
  {
    id: "consent",
    title: "Consent of other people",
    body: (
      <>
        <p>
          A compatibility analysis involves another person's personal data. You may request an
          analysis with someone only through the service, and it runs only after that person has
          agreed, either by approving your request or by accepting your invitation. Either of you
          may withdraw that consent later.
        </p>
        <p>
          You must not share another person's report or analysis without their permission, or use
          the service to pressure, monitor or harass anyone.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    body: (
      <ul>
        <li>Your personality report is free.</li>
        <li>
          Compatibility analyses are a premium feature, paid per analysis. The price in Indian
          rupees, including applicable taxes, is shown before you pay.
        </li>
        <li>
          Payments are processed by our payment provider. We never see or store your card, UPI or
          bank details.
        </li>
        <li>
          A paid analysis that you have not yet used stays available to you. If an invitation you
          paid for expires without being accepted, the analysis returns to your balance. If we
          cannot deliver an analysis you paid for because of a fault on our side, we will restore it
          or refund you.
        </li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>create false or duplicate accounts, or pretend to be someone else;</li>
          <li>harass, threaten or deceive other users, or send them unwanted requests in bulk;</li>
          <li>
            collect other users' data, scrape the service, or use it to build a competing product;
          </li>
          <li>probe, disrupt or bypass the security of the service;</li>
          <li>post content that is unlawful, hateful or infringes the rights of others.</li>
        </ul>
      </>
    ),
  },
  {
    id: "content",
    title: "Your content and ours",
    body: (
      <p>
        Your answers and profile remain yours. You allow us to process them only to provide the
        service to you and to the people you choose to share with. The service itself, its software,
        texts and design belong to {SITE_NAME} and its licensors.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Ending your use",
    body: (
      <p>
        You may delete your account at any time from Account Settings; this erases your data as our
        Privacy Policy describes. We may suspend or close an account that breaks these terms or the
        law, and we will tell you why unless the law prevents us. Sections that by their nature
        should continue (such as limits of liability and governing law) survive termination.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <p>
        We work hard to keep the service accurate and available, but it is provided "as is". To the
        extent the law allows, we are not liable for indirect or consequential losses, or for
        decisions you make based on a report. Our total liability to you is limited to the amount
        you paid us in the twelve months before the claim. Nothing in these terms limits rights you
        have under consumer protection law that cannot be limited.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms when the service or the law changes. We will tell you about
        material changes by e-mail or in the app before they take effect. If you continue to use the
        service afterwards, the new terms apply.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute will be decided by the competent
        courts in India. Before going to court, please write to us so that we can try to resolve it
        together.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? Write to <SupportLink /> or visit our{" "}
        <Link to="/contact">Contact Us</Link> page.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageMeta(meta);
  return (
    <DocumentPage
      title="Terms of Service"
      effective="Effective 12 August 2025"
      intro={<p>The rules that keep {SITE_NAME} fair and safe for everyone, in plain words.</p>}
      sections={sections}
    />
  );
}
