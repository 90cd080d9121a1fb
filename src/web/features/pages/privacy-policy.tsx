import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { getSupportEmail, SITE_NAME } from "@web/lib/site";
import { Link } from "react-router";
import { DocumentPage, type DocumentSection } from "./document-page";

export const meta: PageMeta = {
  path: "/privacy-policy",
  title: `Privacy Policy | ${SITE_NAME}`,
  description: `How ${SITE_NAME} collects, uses, protects and deletes your personal data, and your rights under India's DPDP Act 2023 and the GDPR.`,
  jsonLd: (publicUrl) => ({
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: `Privacy Policy | ${SITE_NAME}`,
    url: `${publicUrl}/privacy-policy`,
    datePublished: "2025-08-12",
    inLanguage: "en-IN",
  }),
};

function SupportLink() {
  const email = getSupportEmail();
  return <a href={`mailto:${email}`}>{email}</a>;
}

const sections: DocumentSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: (
      <>
        <p>
          This policy explains how {SITE_NAME} ("we", "us") handles personal data when you use our
          website and services: the personality survey and report, profile search, compatibility
          requests and analyses, and payments.
        </p>
        <p>
          We decide why and how your personal data is processed, so we are the Data Fiduciary under
          India's Digital Personal Data Protection Act 2023 (DPDP Act) and the controller under the
          EU General Data Protection Regulation (GDPR) where it applies. Personality and
          relationship data is personal, so we treat it with the care given to health records.
        </p>
        <p>
          You must be at least 15 years old to use {SITE_NAME}. If you are under 18, you may use it
          only with the consent of a parent or legal guardian; your profile never appears in search,
          and romantic features are not available to you.
        </p>
      </>
    ),
  },
  {
    id: "information-collected",
    title: "Information we collect",
    body: (
      <>
        <p>We collect only what the service needs:</p>
        <ul>
          <li>
            <strong>Account details</strong> from your sign-in provider (Google): your name, e-mail
            address, profile picture and an account identifier. We never receive or store your
            password.
          </li>
          <li>
            <strong>Profile details</strong> you choose to give: gender, date of birth, location,
            education, occupation, religion, height, interests, a short bio, and your privacy
            choices (whether you can be found in search and whether your age is shown).
          </li>
          <li>
            <strong>Survey answers</strong>, including optional sensitive questions about religion,
            community and sexual orientation. Each of these can be skipped with "Prefer not to say".
          </li>
          <li>
            <strong>Results we generate</strong>: your personality scores, attachment style, the
            written report and any compatibility analyses.
          </li>
          <li>
            <strong>Requests, invitations and feedback</strong>: the people you send requests to or
            invite, the messages you attach, and your ratings of reports.
          </li>
          <li>
            <strong>Payment records</strong>: the amount, date, status and the payment provider's
            reference. Card, UPI and bank details are entered with the payment provider and never
            reach or stay with us.
          </li>
          <li>
            <strong>Technical data</strong>: a session cookie that keeps you signed in, and security
            logs (IP address, browser type, times of requests) used to protect the service.
          </li>
        </ul>
        <p>We do not use advertising cookies or third-party trackers.</p>
      </>
    ),
  },
  {
    id: "use",
    title: "How we use your information",
    body: (
      <>
        <ul>
          <li>To run your account, including the review of new accounts by our administrators.</li>
          <li>
            To score your survey and write your personality report. The AI model that writes the
            narrative receives your scores and answers without your name, e-mail address or exact
            date of birth.
          </li>
          <li>
            To prepare a compatibility analysis with another person, only after that person has
            agreed to it.
          </li>
          <li>
            To show your profile card in search, only if you have made your profile searchable.
          </li>
          <li>To send you e-mails about your account, requests and invitations.</li>
          <li>To process payments, prevent fraud and abuse, and keep the service secure.</li>
          <li>To meet our legal obligations.</li>
        </ul>
        <p>
          We improve our AI only with anonymized data that can no longer be linked to you. We do not
          make decisions about you that have legal or similarly significant effects by automated
          means alone.
        </p>
        <p>
          Our legal bases are your consent (which you give when you sign up and when you answer
          optional sensitive questions, and which you may withdraw at any time), the performance of
          our contract with you, our legitimate interest in keeping the service secure, and
          compliance with the law.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "How we share information",
    body: (
      <>
        <p>
          <strong>We never sell or rent your personal data</strong>, and we do not share it with
          advertisers. We share it only in these cases:
        </p>
        <ul>
          <li>
            <strong>With other users, as you choose</strong>: your search card (never your e-mail
            address, and your age only if you allow it), a report you share through a link, and a
            compatibility analysis, which both people in it can see once both have agreed.
          </li>
          <li>
            <strong>With service providers</strong> who work for us under contract: hosting, e-mail
            delivery, the AI model provider (which receives de-identified data only) and our payment
            provider, which processes your payment under its own terms.
          </li>
          <li>
            <strong>When the law requires it</strong>, for example in response to a valid order of a
            court or authority.
          </li>
        </ul>
        <p>
          Some providers may process data outside India. Where they do, we use safeguards that the
          DPDP Act and the GDPR require.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Data security",
    body: (
      <>
        <p>
          Your data is encrypted in transit (HTTPS) and stored encrypted. Sessions use secure,
          HttpOnly cookies and end when you sign out. Access to personal data is limited to staff
          who need it for their work, and every access rule is enforced on our servers.
        </p>
        <p>
          No system is perfectly secure. If a personal data breach affects you, we will inform you
          and the Data Protection Board of India, and other authorities where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>Access and export</strong> your data: download everything we hold about you as a
            JSON file from Account Settings.
          </li>
          <li>
            <strong>Correct</strong> your profile and survey answers at any time.
          </li>
          <li>
            <strong>Delete</strong> your account from Account Settings. This erases your profile,
            answers, reports, share links, requests, analyses and sessions. Payment records are kept
            only as an anonymous ledger (amount, date and provider reference) for accounting law.
          </li>
          <li>
            <strong>Withdraw consent</strong>, for example to a compatibility analysis or a shared
            link, with effect from that moment.
          </li>
          <li>
            <strong>Nominate</strong> a person to exercise your rights if you die or become unable
            to do so (DPDP Act), and <strong>object to or restrict</strong> processing (GDPR).
          </li>
          <li>
            <strong>Complain</strong>: write to us first at <SupportLink />. If you are not
            satisfied, you may approach the Data Protection Board of India or, in the EU, your local
            data protection authority.
          </li>
        </ul>
        <p>
          We keep your data for as long as your account exists, and delete it when you delete your
          account.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this policy when our service or the law changes. The effective date at the top
        shows the current version. Before a material change takes effect, we will tell you by e-mail
        or in the app.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        For questions about this policy, to exercise your rights or to raise a grievance, write to{" "}
        <SupportLink /> or use our <Link to="/contact">Contact Us</Link> page.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  usePageMeta(meta);
  return (
    <DocumentPage
      title="Privacy Policy"
      effective="Effective 12 August 2025"
      intro={
        <p>Your personality and relationship data is yours. Here is exactly how we handle it.</p>
      }
      sections={sections}
    />
  );
}
