import { scaleMax, scaleMidpoint, scaleMin, surveyScaleLabels } from "@shared/survey/scale";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { guestQuestionCount, surveyFacts } from "@web/lib/survey-facts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DocumentPage, type DocumentSection } from "./document-page";

/**
 * The public methodology page: guides/science.md explained in plain words, with its sources.
 * Numbers about the survey (question count, minutes, the preview) come from the question bank.
 */

const TITLE = "Our methodology";
const DESCRIPTION = `How ${SITE_NAME} measures the Big Five and attachment: public-domain IPIP items, how scores and bands are calculated, measurement error, and the research behind compatibility analysis.`;

interface Reference {
  id: string;
  /** Authors as APA lists them. */
  authors: string;
  year: number;
  title: string;
  /** Journal, or for a chapter the book: set in italics. */
  container: string;
  /** Volume(issue), for journals. */
  volume?: string;
  issue?: string;
  pages: string;
  /** For a chapter: "In editors (Eds.), ", and the publisher after the pages. */
  editors?: string;
  publisher?: string;
  doi?: string;
}

const references: readonly Reference[] = [
  {
    id: "barrick-mount-1991",
    authors: "Barrick, M. R., & Mount, M. K.",
    year: 1991,
    title: "The Big Five personality dimensions and job performance: A meta-analysis",
    container: "Personnel Psychology",
    volume: "44",
    issue: "1",
    pages: "1–26",
    doi: "10.1111/j.1744-6570.1991.tb00688.x",
  },
  {
    id: "bartholomew-horowitz-1991",
    authors: "Bartholomew, K., & Horowitz, L. M.",
    year: 1991,
    title: "Attachment styles among young adults: A test of a four-category model",
    container: "Journal of Personality and Social Psychology",
    volume: "61",
    issue: "2",
    pages: "226–244",
    doi: "10.1037/0022-3514.61.2.226",
  },
  {
    id: "brennan-1998",
    authors: "Brennan, K. A., Clark, C. L., & Shaver, P. R.",
    year: 1998,
    title: "Self-report measurement of adult attachment: An integrative overview",
    editors: "J. A. Simpson & W. S. Rholes",
    container: "Attachment theory and close relationships",
    pages: "46–76",
    publisher: "Guilford Press",
  },
  {
    id: "candel-turliuc-2019",
    authors: "Candel, O.-S., & Turliuc, M. N.",
    year: 2019,
    title:
      "Insecure attachment and relationship satisfaction: A meta-analysis of actor and partner associations",
    container: "Personality and Individual Differences",
    volume: "147",
    pages: "190–199",
    doi: "10.1016/j.paid.2019.04.037",
  },
  {
    id: "dyrenforth-2010",
    authors: "Dyrenforth, P. S., Kashy, D. A., Donnellan, M. B., & Lucas, R. E.",
    year: 2010,
    title:
      "Predicting relationship and life satisfaction from personality in nationally representative samples from three countries: The relative importance of actor, partner, and similarity effects",
    container: "Journal of Personality and Social Psychology",
    volume: "99",
    issue: "4",
    pages: "690–702",
    doi: "10.1037/a0020385",
  },
  {
    id: "fraley-2000",
    authors: "Fraley, R. C., Waller, N. G., & Brennan, K. A.",
    year: 2000,
    title: "An item response theory analysis of self-report measures of adult attachment",
    container: "Journal of Personality and Social Psychology",
    volume: "78",
    issue: "2",
    pages: "350–365",
    doi: "10.1037/0022-3514.78.2.350",
  },
  {
    id: "furler-2013",
    authors: "Furler, K., Gomez, V., & Grob, A.",
    year: 2013,
    title: "Personality similarity and life satisfaction in couples",
    container: "Journal of Research in Personality",
    volume: "47",
    issue: "4",
    pages: "369–375",
    doi: "10.1016/j.jrp.2013.03.002",
  },
  {
    id: "goldberg-1992",
    authors: "Goldberg, L. R.",
    year: 1992,
    title: "The development of markers for the Big-Five factor structure",
    container: "Psychological Assessment",
    volume: "4",
    issue: "1",
    pages: "26–42",
    doi: "10.1037/1040-3590.4.1.26",
  },
  {
    id: "goldberg-2006",
    authors:
      "Goldberg, L. R., Johnson, J. A., Eber, H. W., Hogan, R., Ashton, M. C., Cloninger, C. R., & Gough, H. G.",
    year: 2006,
    title:
      "The International Personality Item Pool and the future of public-domain personality measures",
    container: "Journal of Research in Personality",
    volume: "40",
    issue: "1",
    pages: "84–96",
    doi: "10.1016/j.jrp.2005.08.007",
  },
  {
    id: "kirkpatrick-davis-1994",
    authors: "Kirkpatrick, L. A., & Davis, K. E.",
    year: 1994,
    title: "Attachment style, gender, and relationship stability: A longitudinal analysis",
    container: "Journal of Personality and Social Psychology",
    volume: "66",
    issue: "3",
    pages: "502–512",
    doi: "10.1037/0022-3514.66.3.502",
  },
  {
    id: "li-chan-2012",
    authors: "Li, T., & Chan, D. K.-S.",
    year: 2012,
    title:
      "How anxious and avoidant attachment affect romantic relationship quality differently: A meta-analytic review",
    container: "European Journal of Social Psychology",
    volume: "42",
    issue: "4",
    pages: "406–419",
    doi: "10.1002/ejsp.1842",
  },
  {
    id: "malouff-2010",
    authors: "Malouff, J. M., Thorsteinsson, E. B., Schutte, N. S., Bhullar, N., & Rooke, S. E.",
    year: 2010,
    title:
      "The Five-Factor Model of personality and relationship satisfaction of intimate partners: A meta-analysis",
    container: "Journal of Research in Personality",
    volume: "44",
    issue: "1",
    pages: "124–127",
    doi: "10.1016/j.jrp.2009.09.004",
  },
  {
    id: "peeters-2006",
    authors: "Peeters, M. A. G., van Tuijl, H. F. J. M., Rutte, C. G., & Reymen, I. M. M. J.",
    year: 2006,
    title: "Personality and team performance: A meta-analysis",
    container: "European Journal of Personality",
    volume: "20",
    issue: "5",
    pages: "377–396",
    doi: "10.1002/per.588",
  },
];

/** One reference in APA style, as plain text (for structured data). */
function referenceText(ref: Reference): string {
  const head = `${ref.authors} (${ref.year}). ${ref.title}.`;
  const doi = ref.doi ? ` https://doi.org/${ref.doi}` : "";
  if (ref.editors) {
    return `${head} In ${ref.editors} (Eds.), ${ref.container} (pp. ${ref.pages}). ${ref.publisher}.${doi}`;
  }
  const issue = ref.issue ? `(${ref.issue})` : "";
  return `${head} ${ref.container}, ${ref.volume}${issue}, ${ref.pages}.${doi}`;
}

/** One reference in APA style, with italics and a DOI link. */
function ReferenceEntry({ reference: ref }: { reference: Reference }) {
  const doi = ref.doi ? (
    <>
      {" "}
      <a href={`https://doi.org/${ref.doi}`} className="break-all">
        https://doi.org/{ref.doi}
      </a>
    </>
  ) : null;
  return (
    <li id={`ref-${ref.id}`} className="ml-0! list-none! pl-6! -indent-6">
      {ref.authors} ({ref.year}). {ref.title}.{" "}
      {ref.editors ? (
        <>
          In {ref.editors} (Eds.), <cite>{ref.container}</cite> (pp. {ref.pages}). {ref.publisher}.
        </>
      ) : (
        <>
          <cite>
            {ref.container}, {ref.volume}
          </cite>
          {ref.issue ? `(${ref.issue})` : ""}, {ref.pages}.
        </>
      )}
      {doi}
    </li>
  );
}

/** An in-text citation that jumps to its entry in the reference list. */
function Cite({ id, children }: { id: string; children: ReactNode }) {
  return <a href={`#ref-${id}`}>{children}</a>;
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-semibold text-foreground text-xl">{children}</h3>;
}

/** A highlighted box for a worked example or a key statement. */
function Callout({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <p className="font-semibold text-foreground">{label}</p>
      <div className="mt-2 space-y-3">{children}</div>
    </div>
  );
}

const bigFive = [
  {
    name: "Openness",
    dot: "bg-trait-openness",
    meaning: "curiosity, imagination and interest in new ideas and experiences.",
  },
  {
    name: "Conscientiousness",
    dot: "bg-trait-conscientiousness",
    meaning: "being organised, reliable and finishing what you start.",
  },
  {
    name: "Extraversion",
    dot: "bg-trait-extraversion",
    meaning: "enjoying company, conversation and activity, and drawing energy from people.",
  },
  {
    name: "Agreeableness",
    dot: "bg-trait-agreeableness",
    meaning: "warmth, kindness, trust and a wish to cooperate rather than compete.",
  },
  {
    name: "Neuroticism",
    dot: "bg-trait-neuroticism",
    meaning:
      "how often and how strongly you feel worry, stress and low mood. Its low end is emotional steadiness.",
  },
] as const;

const bands = [
  { range: "0–19%", name: "Very low" },
  { range: "20–39%", name: "Low" },
  { range: "40–59%", name: "Average" },
  { range: "60–79%", name: "High" },
  { range: "80–100%", name: "Very high" },
] as const;

const attachmentRegions = [
  {
    name: "Secure",
    rule: `Anxiety below ${scaleMidpoint}, avoidance below ${scaleMidpoint}`,
    meaning:
      "Comfortable with closeness and with depending on others, without much fear of rejection.",
  },
  {
    name: "Anxious (preoccupied)",
    rule: `Anxiety ${scaleMidpoint} or above, avoidance below ${scaleMidpoint}`,
    meaning: "Wants closeness, and worries about being let down or left.",
  },
  {
    name: "Avoidant (dismissing)",
    rule: `Anxiety below ${scaleMidpoint}, avoidance ${scaleMidpoint} or above`,
    meaning: "Values independence and keeps some distance, with little worry about rejection.",
  },
  {
    name: "Fearful-avoidant",
    rule: `Both ${scaleMidpoint} or above`,
    meaning: "Wants closeness but also fears it, and may pull back when things get serious.",
  },
] as const;

const reversed = scaleMin + scaleMax;
const lowestLabel = surveyScaleLabels[0];
const highestLabel = surveyScaleLabels[surveyScaleLabels.length - 1];

const sections: DocumentSection[] = [
  {
    id: "what-we-measure",
    title: "What the survey measures",
    body: (
      <>
        <p>
          The full survey has {surveyFacts.questionCount} questions and takes most people about{" "}
          {surveyFacts.minutes} minutes. For most statements you choose how much you agree, from{" "}
          {scaleMin} ({lowestLabel}) to {scaleMax} ({highestLabel}). The questions cover three
          areas.
        </p>
        <Subheading>The Big Five personality traits</Subheading>
        <p>
          The Big Five is the most widely researched description of personality. It describes
          everyone on the same five broad traits, each a continuum rather than a type:
        </p>
        <dl className="space-y-3">
          {bigFive.map((trait) => (
            <div key={trait.name} className="relative pl-6">
              <dt className="inline font-semibold text-foreground">
                <span
                  aria-hidden="true"
                  className={`absolute top-2 left-0 size-3 rounded-full ${trait.dot}`}
                />
                {trait.name}:{" "}
              </dt>
              <dd className="inline">{trait.meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          No trait is good or bad in itself. Each end of each trait has its own strengths and its
          own costs.
        </p>
        <Subheading>Attachment: how you handle closeness and trust</Subheading>
        <p>
          Attachment describes how people feel and behave in close relationships. Research on adults
          measures it on two dimensions (
          <Cite id="brennan-1998">Brennan, Clark &amp; Shaver, 1998</Cite>):
        </p>
        <ul>
          <li>
            <strong>Attachment anxiety</strong>: fear of rejection or abandonment, and a strong need
            for reassurance.
          </li>
          <li>
            <strong>Attachment avoidance</strong>: discomfort with emotional closeness and with
            depending on others.
          </li>
        </ul>
        <p>
          Together the two scores place you in one of four regions, described under{" "}
          <a href="#scoring">How your scores are calculated</a>.
        </p>
        <Subheading>Values, goals, lifestyle and culture</Subheading>
        <p>
          Other questions ask about what you value in relationships (such as loyalty, honesty,
          family involvement and sharing money), how you communicate, your life goals (such as
          marriage, career and children), your lifestyle (such as food habits, routine and saving)
          and your culture and family (such as the importance of religion, community and living in a
          joint family). Sensitive questions, such as those about religion, community and
          orientation, say why we ask them, and none of them affects your personality scores.
        </p>
        <p>
          These answers are not turned into personality scores. They are compared between two
          people, topic by topic, in a compatibility analysis.
        </p>
      </>
    ),
  },
  {
    id: "item-sources",
    title: "Where the questions come from",
    body: (
      <>
        <p>
          <strong>The Big Five statements</strong> come from the International Personality Item Pool
          (IPIP), a collection of personality items that is in the public domain and free for anyone
          to use (<Cite id="goldberg-2006">Goldberg et al., 2006</Cite>). We use the{" "}
          <a href="https://ipip.ori.org/New_IPIP-50-item-scale.htm">
            50-item IPIP Big-Five factor markers
          </a>{" "}
          (<Cite id="goldberg-1992">Goldberg, 1992</Cite>), which hold ten statements per trait. We
          chose five per trait, 25 in all. In each trait some statements are reverse-keyed: they
          point the opposite way, so that agreeing with them means less of the trait (for example "I
          do not have a good imagination" for Openness). Mixing directions makes careless answering
          easier to spot.
        </p>
        <p>
          We made small changes so that the statements read naturally: each starts with "I", and one
          idiom is explained ("I seldom feel blue (sad or low)"). The IPIP calls one factor
          "Intellect/Imagination", which we call Openness, and keys another for Emotional Stability,
          which we turn around so that a high Neuroticism score means more worry and low mood. The
          IPIP answers on five points; we use the same seven-point scale as the rest of the survey.
        </p>
        <p>
          <strong>The twelve attachment statements</strong> were written for {SITE_NAME}: six for
          anxiety and six for avoidance, one of them reverse-keyed. The best-known published
          questionnaires, the Experiences in Close Relationships scales (ECR and ECR-R;{" "}
          <Cite id="brennan-1998">Brennan et al., 1998</Cite>;{" "}
          <Cite id="fraley-2000">Fraley, Waller &amp; Brennan, 2000</Cite>), are free for research
          only, not for a commercial product, so we did not copy them. Our statements measure the
          same two dimensions those scales define, but they have not been through the same published
          testing, so read your attachment result with extra care.
        </p>
        <p>
          <strong>The values, goals, lifestyle and cultural questions</strong> were also written for{" "}
          {SITE_NAME}. Each belongs to a named topic, so that two people's answers can be compared
          like for like.
        </p>
      </>
    ),
  },
  {
    id: "scoring",
    title: "How your scores are calculated",
    body: (
      <>
        <Subheading>Reverse-keyed statements</Subheading>
        <p>
          An answer <var>x</var> to a reverse-keyed statement counts as {reversed} − <var>x</var>. A
          7 ("
          {highestLabel}") becomes a 1, a 6 becomes a 2, and a {scaleMidpoint} stays {scaleMidpoint}
          .
        </p>
        <Subheading>Big Five scores</Subheading>
        <p>
          Each trait's score is the average of its five answers (after reversing), moved onto a
          scale from 0 to 100%: score = (average − {scaleMin}) ÷ {scaleMax - scaleMin}. An average
          of {scaleMin} gives 0%, an average of {scaleMax} gives 100%, and an average of{" "}
          {scaleMidpoint} gives 50%. Each score is shown with its band:
        </p>
        <table className="w-full max-w-sm border-collapse text-left">
          <caption className="sr-only">Big Five score bands</caption>
          <thead>
            <tr className="border-border border-b-2">
              <th scope="col" className="py-2 pr-4 font-semibold text-foreground">
                Score
              </th>
              <th scope="col" className="py-2 font-semibold text-foreground">
                Band
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.name} className="border-border border-b">
                <td className="py-2 pr-4 tabular-nums">{band.range}</td>
                <td className="py-2">{band.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Callout label="A worked example">
          <p>
            Suppose you answer the five Conscientiousness statements with 6, 5, 6, 3 and 6, and the
            fourth ("I leave my belongings lying around") is reverse-keyed. It counts as {reversed}{" "}
            − 3 = 5. The average is (6 + 5 + 6 + 5 + 6) ÷ 5 = 5.6, and the score is (5.6 − 1) ÷ 6 =
            0.77. Your report shows "Conscientiousness: 77% (High)".
          </p>
        </Callout>
        <Subheading>Attachment scores and regions</Subheading>
        <p>
          Attachment anxiety is the average of the six anxiety answers, and attachment avoidance the
          average of the six avoidance answers (after reversing), each on the {scaleMin}–{scaleMax}{" "}
          scale, whose midpoint is {scaleMidpoint}. The two scores place you in one of the four
          regions described by{" "}
          <Cite id="bartholomew-horowitz-1991">Bartholomew &amp; Horowitz (1991)</Cite>:
        </p>
        <dl className="grid gap-3 sm:grid-cols-2">
          {attachmentRegions.map((region) => (
            <div key={region.name} className="rounded-2xl border border-border bg-card p-4">
              <dt className="font-semibold text-foreground">{region.name}</dt>
              <dd className="mt-1 font-medium text-muted-foreground text-sm">{region.rule}</dd>
              <dd className="mt-2">{region.meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          Some writers call the fourth region "disorganized", but that word describes young
          children, so we say fearful-avoidant. Your report always shows both scores as well as the
          region: the two numbers are more reliable than the label, and someone just above{" "}
          {scaleMidpoint} is not very different from someone just below it.
        </p>
      </>
    ),
  },
  {
    id: "what-a-score-means",
    title: "What a score means, and what it does not",
    body: (
      <>
        <p>
          <strong>Your score is a position on the scale, not a percentile.</strong> A
          Conscientiousness score of 72% means your answers sit 72% of the way from the lowest
          possible answers to the highest. It does not mean you scored higher than 72% of people: we
          do not rank you against anyone.
        </p>
        <ul>
          <li>
            <strong>It is not a diagnosis.</strong> The survey is not a clinical or psychological
            assessment and cannot detect any mental health condition. If you are struggling, please
            talk to a qualified counsellor, psychologist or doctor.
          </li>
          <li>
            <strong>It is not a verdict on anyone's worth.</strong> A high or low score is neither
            good nor bad, and says nothing about whether someone is a good partner, child, parent or
            colleague.
          </li>
          <li>
            <strong>It is a snapshot.</strong> It reflects how you described yourself on the day.
            Personality changes slowly over life, and mood, stress and circumstances colour how we
            see ourselves.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "precision",
    title: "How precise the scores are",
    body: (
      <>
        <p>
          Every questionnaire has measurement error. With five statements per trait, the reliability
          of each Big Five score is about .70 to .80 (on a scale where 1 would be perfect). In
          practice, if you took the survey again next month, your scores would probably move by a
          few points.
        </p>
        <p>
          <strong>
            A difference of less than about 10 points, between two of your traits or between you and
            another person, is within measurement error.
          </strong>{" "}
          Treat such scores as about the same. Your report follows the same rule and does not
          contrast them.
        </p>
        <p>
          The <Link to="/guest-survey">sample quiz</Link> has only {guestQuestionCount} questions,
          one per trait. Its reliability is near .2, so it is a taste of the survey, not a
          measurement. Its result is never saved as your score and is never compared with anyone.
        </p>
      </>
    ),
  },
  {
    id: "data-quality",
    title: "Checks on answer quality",
    body: (
      <>
        <p>Two simple checks look for answers that may not describe you well:</p>
        <ul>
          <li>
            <strong>Same answer to opposite statements.</strong> If you gave the same answer to
            every pair of statements that point in opposite directions (for example "I am always
            prepared" and "I leave my belongings lying around"), you may have answered without
            reading closely.
          </li>
          <li>
            <strong>Too fast.</strong> If you finished in less than 2 seconds per question, there
            was hardly time to read each one.
          </li>
        </ul>
        <p>
          A check that fires never stops your report and is never hidden: your report tells you that
          your answers may not describe you well, so that you can decide how much weight to give it,
          or answer again.
        </p>
      </>
    ),
  },
  {
    id: "written-report",
    title: "How your written report is produced",
    body: (
      <>
        <p>
          The written part of your report is composed from your scores alone: the five trait scores
          and bands, the two attachment scores, your ratings on the cultural questions and any
          answer-quality check. The writer never receives your name, e-mail address, date of birth
          or account number, or anything you typed in your own words.
        </p>
        <p>
          When an AI language model is connected, it writes the text under fixed rules: never call a
          score a percentile, never contrast differences under 10 points, never diagnose, never
          predict whether a relationship will succeed, and never guess facts about you. Its answer
          is checked before it is shown. When no model is available, or a model fails or is too
          slow, a writer built into {SITE_NAME} composes the same sections from the same scores.
        </p>
      </>
    ),
  },
  {
    id: "compatibility-research",
    title: "The research behind compatibility analysis",
    body: (
      <>
        <p>
          A compatibility analysis compares two people's results, and runs only after the other
          person has agreed. It weighs what research has found to matter, and explains its three
          strongest reasons in plain words.
        </p>
        <Subheading>Each person's own traits matter most</Subheading>
        <p>
          Across studies, lower Neuroticism, higher Agreeableness and higher Conscientiousness are
          the most consistent personality links to relationship satisfaction, for the person
          themselves and for their partner. A meta-analysis of 19 samples found that people whose
          partners were lower in Neuroticism and higher in Agreeableness, Conscientiousness and
          Extraversion were more satisfied (<Cite id="malouff-2010">Malouff et al., 2010</Cite>).
          The same pattern held in three nationally representative samples from Australia, the
          United Kingdom and Germany, more than 23,000 couples in all (
          <Cite id="dyrenforth-2010">Dyrenforth et al., 2010</Cite>).
        </p>
        <Subheading>Being alike adds little</Subheading>
        <p>
          Once each person's own traits are taken into account, being similar in personality adds
          little or nothing (<Cite id="dyrenforth-2010">Dyrenforth et al., 2010</Cite>). In a
          nationally representative sample of 1,608 couples, personality similarity was unrelated to
          either partner's life satisfaction (
          <Cite id="furler-2013">Furler, Gomez &amp; Grob, 2013</Cite>). Agreement on values and
          life goals, such as whether and when to marry or have children, bears more directly on a
          shared life, so the analysis gives shared values, goals, lifestyle and cultural
          preferences more weight than trait similarity.
        </p>
        <Subheading>Attachment security helps, in either partner</Subheading>
        <p>
          Higher attachment anxiety and avoidance go with lower relationship quality (
          <Cite id="li-chan-2012">Li &amp; Chan, 2012</Cite>), and a partner's insecurity is linked
          to one's own satisfaction too (
          <Cite id="candel-turliuc-2019">Candel &amp; Turliuc, 2019</Cite>), so security in either
          partner helps. The pairing of an anxious with an avoidant partner is the classic difficult
          combination: one seeks closeness as the other pulls away. In a three-year study of dating
          couples, such partners often paired up, and both rated these relationships poorly even
          when they lasted (<Cite id="kirkpatrick-davis-1994">Kirkpatrick &amp; Davis, 1994</Cite>).
        </p>
        <Subheading>Work</Subheading>
        <p>
          Conscientiousness predicts job performance across occupations (
          <Cite id="barrick-mount-1991">Barrick &amp; Mount, 1991</Cite>). In teams, both the
          average level and the spread of Agreeableness and Conscientiousness among members matter (
          <Cite id="peeters-2006">Peeters et al., 2006</Cite>).{" "}
          <strong>
            Analyses of working relationships are for development and understanding, never for
            hiring.
          </strong>{" "}
          Please do not use them to choose, reject or rank candidates or employees.
        </p>
        <Subheading>How the analysis puts this together</Subheading>
        <p>The compatibility score combines five parts, weighted by the kind of relationship:</p>
        <ol className="list-decimal space-y-2 pl-5 [&_li]:ml-0! [&_li]:list-decimal! [&_li]:pl-1">
          <li>Both people's emotional steadiness, agreeableness and conscientiousness.</li>
          <li>
            Attachment fit: both people's security, with a penalty for an anxious-avoidant pairing.
          </li>
          <li>
            Shared values and goals, lifestyle and cultural preferences (including, for a romantic
            analysis, whether both want marriage or a long-term commitment).
          </li>
          <li>Communication: how similar your styles are, and how open both of you are.</li>
          <li>
            Trait similarity, with a small weight (a little more for Extraversion and Openness
            between friends).
          </li>
        </ol>
        <Subheading>What the evidence does not support</Subheading>
        <p>
          The effects are real but modest: personality explains only a modest share of how
          relationships go. Circumstances, family, health, money and how two people treat each other
          day to day matter a great deal.{" "}
          <strong>
            The analysis never predicts whether a relationship will succeed or fail, and we never
            claim it can.
          </strong>{" "}
          Use it to understand each other and to start conversations, not to decide for you.
        </p>
      </>
    ),
  },
  {
    id: "references",
    title: "References",
    body: (
      <ul aria-label="References" className="space-y-3">
        {references.map((reference) => (
          <ReferenceEntry key={reference.id} reference={reference} />
        ))}
      </ul>
    ),
  },
];

export const meta: PageMeta = {
  path: "/methodology",
  title: `${TITLE}: how we measure personality | ${SITE_NAME}`,
  description: DESCRIPTION,
  jsonLd: (publicUrl) => ({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: TITLE,
    description: DESCRIPTION,
    url: `${publicUrl}/methodology`,
    mainEntityOfPage: `${publicUrl}/methodology`,
    inLanguage: "en-IN",
    author: { "@type": "Organization", name: SITE_NAME, url: publicUrl },
    publisher: { "@type": "Organization", name: SITE_NAME, url: publicUrl },
    about: ["Big Five personality traits", "Adult attachment", "Psychometrics"],
    citation: references.map(referenceText),
  }),
};

export default function MethodologyPage() {
  usePageMeta(meta);
  return (
    <DocumentPage
      title={TITLE}
      intro={
        <p>
          How {SITE_NAME} turns your answers into scores, where the questions come from, and what
          the scores can and cannot tell you, with the research behind each step.
        </p>
      }
      sections={sections}
    />
  );
}
