import {
  type Narrative,
  type NarrativeInput,
  NarrativeInputSchema,
  NarrativeSchema,
} from "@shared/report/schemas.js";
import type { AttachmentResult } from "@shared/scoring/attachment.js";
import { type BigFiveBand, toTraitPercent } from "@shared/scoring/big-five.js";
import {
  minimumSecondsPerQuestion,
  type QualityFlagCode,
  QualityFlagCodeSchema,
  qualityFlagMessages,
} from "@shared/scoring/quality.js";
import { type BigFiveTrait, bigFiveTraits, scaleMidpoint } from "@shared/survey/question-bank.js";
import {
  bandMeanings,
  bandWords,
  portraitClauses,
  relationshipNotes,
  traitChallenges,
  traitNames,
  traitRecommendations,
  traitStrengths,
} from "./builtin-phrases.js";
import { type NarrativeHeading, type NarrativeWriter, narrativeHeadings } from "./writer.js";

/** The only sentence of a report that may contain the word "percentile" (science.md). */
export const notPercentilesSentence =
  "These scores are not percentiles, so they do not compare you with other people.";

/** The science.md wording for a flagged survey, found in the Overview iff a flag is present. */
export const qualityCaution = "your answers may not describe you well";

type Side = "high" | "average" | "low";
type SectionBody = Pick<Narrative["sections"][number], "paragraphs" | "bullets">;
type Cultural = NarrativeInput["culturalPreferences"];

interface TraitReading {
  trait: BigFiveTrait;
  name: string;
  percent: number;
  band: BigFiveBand;
  side: Side;
  /** Distance from the middle of the scale: which traits stand out most. */
  salience: number;
}

const maxBullets = 8;

function sideOf(band: BigFiveBand): Side {
  if (band === "high" || band === "veryHigh") return "high";
  if (band === "low" || band === "veryLow") return "low";
  return "average";
}

function fill(template: string, percent: number): string {
  return template.replaceAll("{p}", String(percent));
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function readTraits(input: NarrativeInput): TraitReading[] {
  return bigFiveTraits.map((trait) => {
    const percent = toTraitPercent(input.bigFiveScores[trait]);
    const band = input.bigFiveBands[trait];
    return {
      trait,
      name: traitNames[trait],
      percent,
      band,
      side: sideOf(band),
      salience: Math.abs(percent - 50),
    };
  });
}

/** Most pronounced first; ties keep the Big Five order, so the text is deterministic. */
function bySalience(readings: readonly TraitReading[]): TraitReading[] {
  return [...readings].sort((a, b) => b.salience - a.salience);
}

class Profile {
  readonly traits: TraitReading[];
  private readonly byTrait: Record<BigFiveTrait, TraitReading>;

  constructor(readonly input: NarrativeInput) {
    this.traits = readTraits(input);
    this.byTrait = Object.fromEntries(this.traits.map((t) => [t.trait, t])) as Record<
      BigFiveTrait,
      TraitReading
    >;
  }

  get(trait: BigFiveTrait): TraitReading {
    return this.byTrait[trait];
  }

  is(trait: BigFiveTrait, side: Side): boolean {
    return this.byTrait[trait].side === side;
  }

  get attachment(): AttachmentResult {
    return this.input.attachment;
  }

  get cultural(): Cultural {
    return this.input.culturalPreferences;
  }
}

function qualityReason(flag: string): string {
  const code = QualityFlagCodeSchema.safeParse(flag.trim());
  const known: QualityFlagCode | undefined = code.success
    ? code.data
    : QualityFlagCodeSchema.options.find((c) => qualityFlagMessages[c] === flag);
  // Flag text is never copied into the report: only our own wording for known codes.
  if (known === "straight-lining")
    return "you gave the same answer to statements that point in opposite directions";
  if (known === "too-fast")
    return `you finished the survey in under ${minimumSecondsPerQuestion} seconds per question`;
  return "one of the survey's answer-quality checks was triggered";
}

function qualityParagraph(flags: readonly string[]): string | undefined {
  if (flags.length === 0) return undefined;
  const reasons = [...new Set(flags.map(qualityReason))];
  return `A note before you read on: ${joinList(reasons)}, so ${qualityCaution}. Read this report with that in mind, and consider taking the survey again at an unhurried moment.`;
}

const attachmentRegion: Readonly<Record<AttachmentResult["style"], string>> = {
  secure: "secure",
  anxious: "anxious (preoccupied)",
  avoidant: "avoidant (dismissing)",
  disorganized: "fearful-avoidant",
};

/**
 * One decimal, never rounding a score below the midpoint up to "4.0", which would contradict
 * the region the unrounded score places it in.
 */
function formatDimension(value: number): string {
  const text = value.toFixed(1);
  return value < scaleMidpoint && Number(text) >= scaleMidpoint
    ? (scaleMidpoint - 0.1).toFixed(1)
    : text;
}

function dimensionLevel(value: number): string {
  if (value < 2.5) return "low";
  if (value < scaleMidpoint) return "fairly low";
  if (value < 5.5) return "fairly high";
  return "high";
}

function attachmentParagraph({ style, anxiety, avoidance }: AttachmentResult): string {
  const numbers = `Your attachment anxiety, the worry about being rejected or left, is ${formatDimension(anxiety)} (${dimensionLevel(anxiety)}), and your attachment avoidance, the discomfort with closeness and with depending on others, is ${formatDimension(avoidance)} (${dimensionLevel(avoidance)}), both on a 1-7 scale where 4 is the midpoint.`;
  const region = attachmentRegion[style];
  const meaning: Record<AttachmentResult["style"], string> = {
    secure: `Both are below the midpoint, which places you in the ${region} region: you are generally comfortable being close to people and relying on them, without much worry about being let down.`,
    anxious: `Higher anxiety with lower avoidance places you in the ${region} region: closeness matters a great deal to you, and you may worry about whether others will stay, so clear signs of care help you feel settled.`,
    avoidant: `Lower anxiety with higher avoidance places you in the ${region} region: you value independence and self-reliance, and may feel uneasy when someone wants a lot of closeness or leans on you heavily.`,
    disorganized: `Both are at or above the midpoint, which places you in the region psychologists call ${region}: you may wish for closeness and at the same time find it hard to trust, so you might move towards people and then pull back.`,
  };
  return `${numbers} ${meaning[style]}`;
}

function attachmentNuance({ anxiety, avoidance }: AttachmentResult): string {
  const near = [
    Math.abs(anxiety - scaleMidpoint) < 0.5 ? "anxiety" : undefined,
    Math.abs(avoidance - scaleMidpoint) < 0.5 ? "avoidance" : undefined,
  ].filter((d): d is string => d !== undefined);
  const nearNote =
    near.length === 0
      ? ""
      : ` Your ${joinList(near)} ${near.length === 1 ? "score sits" : "scores sit"} close to the midpoint, so the label could easily differ on another day.`;
  return `The two scores say more than the label does.${nearNote} Attachment patterns are not fixed: they often shift with experience, and patient, dependable relationships help them shift towards security.`;
}

function isImportant(value: number | undefined): boolean {
  return value !== undefined && value >= 5;
}

function isUnimportant(value: number | undefined): boolean {
  return value !== undefined && value <= 3;
}

/** Reflects only what the person said, in their own terms; never infers anything from it. */
function culturalParagraph(cultural: Cultural): string | undefined {
  const sentences: string[] = [];
  const { religionImportance: faith, sharedReligionImportance: shared } = cultural;
  const faithClause = isImportant(faith)
    ? "faith plays an important part in your daily life"
    : isUnimportant(faith)
      ? "religion plays a smaller part in your daily life"
      : faith !== undefined
        ? "religion has a moderate place in your daily life"
        : undefined;
  const sharedClause = isImportant(shared)
    ? "that a partner who shares your religion matters to you"
    : isUnimportant(shared)
      ? "that a partner sharing your religion matters less to you"
      : undefined;
  if (faithClause && sharedClause)
    sentences.push(`You told us ${faithClause}, and ${sharedClause}.`);
  else if (faithClause) sentences.push(`You told us ${faithClause}.`);
  else if (sharedClause) sentences.push(`You told us ${sharedClause}.`);

  const family = cultural.jointFamilyImportance;
  if (isImportant(family))
    sentences.push(
      "Living in a joint family is important to you, so how a partner and their family picture everyday life together is likely to matter as much as personality.",
    );
  else if (isUnimportant(family))
    sentences.push(
      "You lean towards an independent household, which is worth talking about early with a partner and with both families.",
    );
  else if (family !== undefined)
    sentences.push(
      "You are open about whether to live in a joint family, which leaves room to decide together.",
    );
  if (sentences.length === 0) return undefined;
  return `${sentences.join(" ")} Shared values and expectations like these tend to matter more between two people than similar personalities.`;
}

function overviewSection(profile: Profile): SectionBody {
  const pronounced = bySalience(profile.traits.filter((t) => t.side !== "average"));
  const middle = profile.traits.filter((t) => t.side === "average").map((t) => t.name);
  const leading = pronounced.slice(0, 3).map((t) => portraitClauses[t.trait][t.band]);
  let portrait: string;
  if (leading.length === 0) {
    portrait =
      "Your answers place all five traits near the middle of the scale. That is a profile of range rather than extremes: you can lean one way or the other as a situation asks.";
  } else {
    const [first, ...rest] = leading;
    const others = rest.map((clause, i) => `${i === rest.length - 1 ? "and " : ""}who ${clause}`);
    portrait = `Your answers describe someone who ${[first, ...others].join(", ")}.`;
    if (middle.length > 0)
      portrait += ` On ${joinList(middle)} you sit near the middle of the scale, able to lean either way as the situation asks.`;
  }
  const style = attachmentRegion[profile.attachment.style];
  const article = /^[aeiou]/.test(style) ? "an" : "a";
  const paragraphs = [
    `This report describes your personality through the five personality traits of the Big Five model and two dimensions of attachment, using only your own survey answers. ${portrait} In close relationships, your answers point to ${article} ${style} attachment style, described below.`,
  ];
  const quality = qualityParagraph(profile.input.qualityFlags);
  if (quality) paragraphs.push(quality);
  const bullets = profile.traits.map(
    (t) =>
      `${t.name}${t.trait === "neuroticism" ? " (emotional sensitivity)" : ""}: ${t.percent}% (${bandWords[t.band]}). ${bandMeanings[t.trait][t.band]}`,
  );
  return { paragraphs, bullets };
}

function strengthsSection(profile: Profile): SectionBody {
  const combinations: string[] = [];
  const is = profile.is.bind(profile);
  if (is("conscientiousness", "high") && is("agreeableness", "high"))
    combinations.push(
      "Together, your Conscientiousness and Agreeableness make you someone families and teams rely on: dependable and considerate at once.",
    );
  if (is("extraversion", "low") && is("agreeableness", "high"))
    combinations.push(
      "Quiet warmth: with lower Extraversion and high Agreeableness, you are often the attentive listener people turn to in confidence.",
    );
  if (is("openness", "high") && is("extraversion", "high"))
    combinations.push(
      "Your curiosity and sociability together help you bring people along with new plans and ideas.",
    );
  if (is("openness", "high") && is("conscientiousness", "high"))
    combinations.push("You pair fresh ideas with the discipline to carry them through.");
  if (is("neuroticism", "low") && is("conscientiousness", "high"))
    combinations.push(
      "Your calm and your organisation together make you steady under deadlines and in a crisis.",
    );
  if (profile.attachment.style === "secure")
    combinations.push(
      "Security in close relationships: you are comfortable both with closeness and with independence, which makes it easier for others to be open with you.",
    );

  const ordered = bySalience(profile.traits);
  const pronounced = ordered.filter((t) => t.side !== "average");
  const middle = ordered.filter((t) => t.side === "average");
  const traitBullets = [...pronounced, ...middle].map((t) =>
    fill(traitStrengths[t.trait][t.side], t.percent),
  );
  // Pronounced traits first, then combinations, then enough middle-scale strengths to give five.
  const bullets = [
    ...traitBullets.slice(0, pronounced.length),
    ...combinations,
    ...traitBullets.slice(pronounced.length),
  ].slice(0, Math.max(5, pronounced.length + combinations.length));

  const intro =
    pronounced.length > 0
      ? "Every score, high or low, comes with its own advantages. These are the ones your answers point to most clearly, and they are things other people are likely to notice and value in you."
      : "Middle scores bring their own advantage: flexibility. You can draw on either side of each trait as a situation needs, which shows up in the strengths below.";
  return { paragraphs: [intro], bullets: bullets.slice(0, maxBullets) };
}

function growthSection(profile: Profile): SectionBody {
  const is = profile.is.bind(profile);
  const combinations: string[] = [];
  if (is("conscientiousness", "high") && is("neuroticism", "high"))
    combinations.push(
      "High Conscientiousness together with high Neuroticism is a common recipe for self-criticism: you set high standards and then worry about not meeting them.",
    );
  if (is("agreeableness", "high") && is("neuroticism", "high"))
    combinations.push(
      "High Agreeableness together with high Neuroticism can mean swallowing disagreements to keep the peace and then carrying the hurt inside.",
    );
  if (is("extraversion", "low") && is("agreeableness", "high"))
    combinations.push(
      "Lower Extraversion with high Agreeableness can mean going along with the group while your own preferences go unheard.",
    );
  if (is("extraversion", "high") && is("agreeableness", "low"))
    combinations.push(
      "High Extraversion with low Agreeableness can mean winning the argument but losing the room; your energy and candour work best when others feel heard.",
    );
  if (is("openness", "high") && is("conscientiousness", "low"))
    combinations.push(
      "High Openness with low Conscientiousness can leave many exciting plans started and fewer finished.",
    );

  const { style, anxiety, avoidance } = profile.attachment;
  const attachmentNote: Record<AttachmentResult["style"], string | undefined> = {
    secure: undefined,
    anxious: `With attachment anxiety at ${formatDimension(anxiety)} of 7, you may need more reassurance than others naturally offer, and you may read a silence or a late reply as rejection.`,
    avoidant: `With attachment avoidance at ${formatDimension(avoidance)} of 7, you may pull back when someone wants more closeness, even when you care about them.`,
    disorganized: `With both attachment anxiety (${formatDimension(anxiety)}) and avoidance (${formatDimension(avoidance)}) at or above the midpoint, you may long for closeness and then feel the urge to retreat when it arrives.`,
  };

  const traitBullets = bySalience(profile.traits)
    .filter((t) => t.side !== "average")
    .map((t) => fill(traitChallenges[t.trait][t.side === "high" ? "high" : "low"], t.percent));
  const bullets = [
    ...combinations,
    ...(attachmentNote[style] ? [attachmentNote[style]] : []),
    ...traitBullets,
  ];
  let intro =
    "Growth areas are the other side of the same traits: not faults, but patterns worth noticing, especially when you are tired or under pressure.";
  if (bullets.length === 0) {
    intro =
      "Your scores sit close to the middle of the scale, so no single trait is likely to cause you trouble on its own.";
    bullets.push(
      "The flip side of middle scores is that others may find your preferences harder to read; saying plainly what you would like, whether a quiet evening or a busy one, a plan or an open day, saves guesswork.",
    );
  }
  return { paragraphs: [intro], bullets: bullets.slice(0, maxBullets) };
}

function relationshipsSection(profile: Profile): SectionBody {
  const notes = [
    `In close relationships, ${relationshipNotes.neuroticism[profile.get("neuroticism").side]}`,
    relationshipNotes.agreeableness[profile.get("agreeableness").side],
    relationshipNotes.extraversion[profile.get("extraversion").side],
    relationshipNotes.conscientiousness[profile.get("conscientiousness").side],
  ].filter((s) => s.length > 0);
  const paragraphs = [
    attachmentParagraph(profile.attachment),
    attachmentNuance(profile.attachment),
    notes.join(" "),
  ];
  const cultural = culturalParagraph(profile.cultural);
  if (cultural) paragraphs.push(cultural);
  paragraphs.push(
    "Research links each person's own emotional steadiness, agreeableness and conscientiousness with more satisfying relationships on average, but the effects are modest. This report cannot tell you whether any particular relationship will work out, and it is no measure of anyone's worth as a partner.",
  );
  return { paragraphs, bullets: [] };
}

function recommendationsSection(profile: Profile): SectionBody {
  const is = profile.is.bind(profile);
  const attachmentTip: Record<AttachmentResult["style"], string> = {
    secure:
      "Your steadiness is useful to others: when a partner or relative is anxious, a calm, predictable response from you helps more than reasoning them out of it.",
    anxious:
      'When you feel the urge to check in again or to look for reassurance, name the feeling directly instead: "I\'m feeling a little unsure today; can we talk this evening?" Clear requests are easier to meet than hints.',
    avoidant:
      "Practise sharing one small feeling or worry each day with someone you trust. Closeness built in small steps feels less like a loss of independence.",
    disorganized:
      'Go slowly in new relationships and notice when you start to pull back; saying "I need a little space, and I will come back to this" keeps the door open. If the pattern keeps repeating, a counsellor can help you work with it.',
  };

  const tips: string[] = [attachmentTip[profile.attachment.style]];
  if (is("conscientiousness", "high") && is("neuroticism", "high"))
    tips.push(
      'Pick one task each week where "good enough" is the goal, finish it at that level, and notice what actually happens.',
    );
  if (is("extraversion", "low") && is("agreeableness", "high"))
    tips.push(
      "In group decisions, at home or at work, say your preference early, before the discussion settles without it.",
    );
  for (const t of bySalience(profile.traits)) {
    if (t.side === "average") continue;
    tips.push(traitRecommendations[t.trait][t.side]);
  }
  if (profile.get("neuroticism").band === "veryHigh")
    tips.push(
      "If worry or low mood feels overwhelming or lasts for weeks, talking to a counsellor or a doctor is a sensible, practical step.",
    );

  const cultural = profile.cultural;
  const culturalTips: string[] = [];
  if (isImportant(cultural.religionImportance) || isImportant(cultural.sharedReligionImportance))
    culturalTips.push(
      "If faith shapes your daily life, talk early about the practices you hope to share, such as festivals, food, prayer and how children might be raised, rather than assuming you agree.",
    );
  if (isImportant(cultural.jointFamilyImportance))
    culturalTips.push(
      "If living with or near extended family matters to you, raise it early in marriage conversations and ask how the other person pictures daily life: privacy, shared expenses and who decides what.",
    );
  else if (isUnimportant(cultural.jointFamilyImportance))
    culturalTips.push(
      "If you would rather have your own household, say so early and kindly, and talk about how you will stay close to both families in other ways, such as regular visits and shared festivals.",
    );

  if (tips.length === 1)
    tips.push(
      "Because your scores sit near the middle, notice which situations bring out your best (busy or quiet, planned or spontaneous) and arrange a little more of those.",
    );
  // Cultural tips are kept even when trait tips are many: they rest on what the person said matters.
  const bullets = [...tips.slice(0, maxBullets - culturalTips.length), ...culturalTips];
  return {
    paragraphs: [
      "A few practical ideas chosen from your scores. Try the one or two that feel useful; none of them is a rule.",
    ],
    bullets,
  };
}

const bandEdges = [20, 40, 60, 80] as const;
const edgeNames: Readonly<Record<(typeof bandEdges)[number], string>> = {
  20: "very low and low",
  40: "low and average",
  60: "average and high",
  80: "high and very high",
};

function readingSection(profile: Profile): SectionBody {
  const top = bySalience(profile.traits.filter((t) => t.percent > 0 && t.percent < 100))[0];
  const example = top
    ? ` For example, your ${top.name} of ${top.percent}% means your answers sat ${top.percent}% of the way up that scale, not that you scored higher than ${top.percent}% of people.`
    : "";
  const scale = `Each trait score is your position on a 0-100 scale: 0% would mean the lowest possible answer to every statement for that trait, and 100% the highest. ${notPercentilesSentence}${example}`;

  let closest: [TraitReading, TraitReading] | undefined;
  for (const [i, a] of profile.traits.entries()) {
    for (const b of profile.traits.slice(i + 1)) {
      const gap = Math.abs(a.percent - b.percent);
      if (gap < 10 && (!closest || gap < Math.abs(closest[0].percent - closest[1].percent)))
        closest = [a, b];
    }
  }
  const closeNote = closest
    ? ` For example, your ${closest[0].name} (${closest[0].percent}%) and ${closest[1].name} (${closest[1].percent}%) are too close to say which is stronger${closest[0].band === closest[1].band ? "" : ", even though their bands differ"}.`
    : " Your five traits are all at least 10 points apart, so their order means something, though each score still carries a margin of a few points.";
  let edgeNote = "";
  for (const t of profile.traits) {
    const edge = bandEdges.find((e) => Math.abs(t.percent - e) <= 2);
    if (edge !== undefined) {
      edgeNote = ` Likewise, your ${t.name} of ${t.percent}% sits right at the line between ${edgeNames[edge]}, so its band could change on another day.`;
      break;
    }
  }
  const error = `Differences of under about 10 points, between two of your traits or between you and someone else, are within measurement error, so treat them as the same.${closeNote}${edgeNote}`;

  return {
    paragraphs: [
      scale,
      error,
      "The survey asks five statements per trait, so this is a snapshot rather than a full portrait: your mood, your stage of life and the situations you pictured all shape your answers, and personality itself keeps changing slowly through adulthood.",
      "Personality explains only a modest part of how relationships and work turn out. This report describes tendencies; it is not a diagnosis, and it does not predict whether any relationship will succeed.",
    ],
    bullets: [],
  };
}

const sectionWriters: Readonly<Record<NarrativeHeading, (profile: Profile) => SectionBody>> = {
  Overview: overviewSection,
  "Your Strengths": strengthsSection,
  "Growth Areas": growthSection,
  "In Relationships": relationshipsSection,
  Recommendations: recommendationsSection,
  "How to Read These Scores": readingSection,
};

/** Composes the narrative from the scores alone; the same input always gives the same text. */
export function writeBuiltinNarrative(input: NarrativeInput): Narrative {
  const profile = new Profile(NarrativeInputSchema.parse(input));
  return NarrativeSchema.parse({
    sections: narrativeHeadings.map((heading) => ({
      heading,
      ...sectionWriters[heading](profile),
    })),
  });
}

export const builtinWriter: NarrativeWriter = {
  name: "builtin",
  write: async (input) => writeBuiltinNarrative(input),
};
