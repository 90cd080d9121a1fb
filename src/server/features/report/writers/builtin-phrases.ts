import type { BigFiveBand } from "@shared/scoring/big-five.js";
import type { BigFiveTrait } from "@shared/survey/question-bank.js";

/**
 * The built-in writer's wording, kept apart from its logic so that the prose can be read and
 * edited as prose. Every claim stays inside guides/science.md: scores are positions on the
 * scale, effects are modest, nothing here predicts a relationship's success or diagnoses.
 */

type ByBand = Readonly<Record<BigFiveBand, string>>;
/** The same sentence for both bands on one side of the middle. */
type BySide = Readonly<{ high: string; average: string; low: string }>;

/** How the trait is named in prose; Neuroticism gets a plain gloss the first time. */
export const traitNames: Readonly<Record<BigFiveTrait, string>> = {
  openness: "Openness",
  conscientiousness: "Conscientiousness",
  extraversion: "Extraversion",
  agreeableness: "Agreeableness",
  neuroticism: "Neuroticism",
};

export const bandWords: ByBand = {
  veryLow: "very low",
  low: "low",
  average: "average",
  high: "high",
  veryHigh: "very high",
};

/** Completes "Your answers describe someone who ..." for the most pronounced traits. */
export const portraitClauses: Readonly<Record<BigFiveTrait, ByBand>> = {
  openness: {
    veryHigh: "is drawn to new ideas, art and possibilities",
    high: "enjoys new ideas and experiences",
    average: "is open to new ideas but values what already works",
    low: "prefers the practical and the proven",
    veryLow: "strongly prefers the familiar and the practical",
  },
  conscientiousness: {
    veryHigh: "plans carefully and holds to very high standards",
    high: "is organised and keeps commitments",
    average: "balances planning with flexibility",
    low: "prefers flexibility to fixed plans",
    veryLow: "lives spontaneously and finds routines confining",
  },
  extraversion: {
    veryHigh: "draws a great deal of energy from people and activity",
    high: "enjoys company and speaks up easily",
    average: "is comfortable both in a crowd and alone",
    low: "prefers small groups and quiet time",
    veryLow: "guards quiet time and recharges alone",
  },
  agreeableness: {
    veryHigh: "puts other people's needs first",
    high: "is warm, trusting and cooperative",
    average: "is friendly yet able to hold their ground",
    low: "speaks plainly and likes to question before trusting",
    veryLow: "is very direct and comfortable with disagreement",
  },
  neuroticism: {
    veryHigh: "feels worry and stress very intensely",
    high: "feels emotions and stress keenly",
    average: "has ordinary emotional ups and downs",
    low: "stays calm and steady under pressure",
    veryLow: "stays unusually calm, even when things go wrong",
  },
};

/** What the band means, after "Openness: 72% (high)." in the Overview's score list. */
export const bandMeanings: Readonly<Record<BigFiveTrait, ByBand>> = {
  openness: {
    veryHigh:
      "You seek out new ideas, art and experiences, and enjoy imagining how things could be different.",
    high: "You are curious and enjoy new ideas and experiences, while still appreciating some routine.",
    average:
      "You are open to new ideas when they make sense to you, and you also value familiar, proven ways.",
    low: "You prefer the practical and the familiar, and trust ideas that have shown they work.",
    veryLow:
      "You strongly prefer familiar routines and concrete, practical matters over abstract ideas.",
  },
  conscientiousness: {
    veryHigh: "You plan carefully, keep your commitments and hold yourself to very high standards.",
    high: "You are organised and dependable, and you like to finish what you start.",
    average: "You can plan and follow through, and you also allow yourself some flexibility.",
    low: "You prefer to keep plans loose and to deal with things as they come.",
    veryLow: "You are very spontaneous and find schedules and fixed routines confining.",
  },
  extraversion: {
    veryHigh:
      "You are energised by people, conversation and activity, and you often take the lead socially.",
    high: "You enjoy company, speak up easily and tend to bring energy to a group.",
    average: "You enjoy people in good measure and also value time to yourself.",
    low: "You prefer small groups and quieter settings, and you need time alone to recharge.",
    veryLow: "You are very private, most at ease one to one or alone, and you recharge in quiet.",
  },
  agreeableness: {
    veryHigh: "You are exceptionally considerate and trusting, and you work hard to keep harmony.",
    high: "You are warm and cooperative, and you usually look for common ground.",
    average: "You are friendly and fair, and you can stand firm when something matters to you.",
    low: "You are direct and questioning, and you prefer to judge people and ideas on their merits.",
    veryLow: "You are very direct, comfortable with disagreement and quick to challenge.",
  },
  neuroticism: {
    veryHigh:
      "You feel worry, stress and low moods very intensely, and they can take a while to pass.",
    high: "You feel stress and worry keenly, and your mood responds strongly to what happens around you.",
    average: "You have ordinary emotional ups and downs and usually find your balance again.",
    low: "You stay calm under pressure and recover quickly from setbacks.",
    veryLow: "You are unusually calm and are rarely thrown by stress or setbacks.",
  },
};

/** One strength per trait; `{p}` is the trait's percent. */
export const traitStrengths: Readonly<Record<BigFiveTrait, BySide>> = {
  openness: {
    high: "Curiosity (Openness {p}%): you pick up new ideas quickly and see options others miss, which helps when a family or a team faces something new.",
    average:
      "Balanced judgement (Openness {p}%): you weigh new ideas against what already works, so the changes you back tend to be sensible ones.",
    low: "Practical focus (Openness {p}%): you keep attention on what is concrete and workable, and people can count on you to keep routines and traditions steady.",
  },
  conscientiousness: {
    high: "Dependability (Conscientiousness {p}%): you plan ahead, keep track of details and follow through, so others trust you with what matters.",
    average:
      "Flexible reliability (Conscientiousness {p}%): you can get organised when it counts without being thrown when plans change.",
    low: "Adaptability (Conscientiousness {p}%): you handle change and last-minute plans calmly, and you can improvise when a schedule falls apart.",
  },
  extraversion: {
    high: "Social energy (Extraversion {p}%): you make connections easily, put people at ease and can lift the mood of a gathering.",
    average:
      "Social range (Extraversion {p}%): you can enjoy a busy gathering and a quiet evening alike, and adapt to the people around you.",
    low: "Depth and focus (Extraversion {p}%): you listen closely, think before you speak and tend to build a few deep, lasting relationships.",
  },
  agreeableness: {
    high: "Warmth (Agreeableness {p}%): you are considerate and generous, and people find it easy to trust you and confide in you.",
    average:
      "Fairness (Agreeableness {p}%): you can be kind and still say no, which lets you keep the peace without losing yourself.",
    low: "Candour (Agreeableness {p}%): you say what you think and are not easily talked into things, so your word and your feedback can be trusted.",
  },
  neuroticism: {
    high: "Sensitivity (Neuroticism {p}%): you notice risks early and pick up on other people's moods, which can make you careful and empathetic.",
    average:
      "Emotional balance (Neuroticism {p}%): you feel things fully without usually being overwhelmed by them.",
    low: "Emotional steadiness (Neuroticism {p}%): you stay calm under pressure and recover quickly, which steadies the people around you.",
  },
};

/** The flip side of a pronounced score; average scores have none of their own. */
export const traitChallenges: Readonly<Record<BigFiveTrait, { high: string; low: string }>> = {
  openness: {
    high: "With Openness at {p}%, routine and repetitive tasks may bore you, and you may start more ideas than you can finish.",
    low: "With Openness at {p}%, sudden change can feel unsettling, and you may set aside unfamiliar ideas before giving them a fair hearing.",
  },
  conscientiousness: {
    high: "With Conscientiousness at {p}%, high standards can tip into perfectionism, and you may find it hard to delegate or to relax while something is unfinished.",
    low: "With Conscientiousness at {p}%, deadlines, bills and promised tasks can slip, and others may read that as not caring even when you do.",
  },
  extraversion: {
    high: "With Extraversion at {p}%, you may fill silences or steer conversations, and a packed social calendar can leave little room for rest or for quieter people.",
    low: "With Extraversion at {p}%, others may read your quietness as distance or disinterest, and long, busy gatherings can drain you.",
  },
  agreeableness: {
    high: "With Agreeableness at {p}%, you may say yes when you mean no, and keep your own needs unspoken to avoid friction.",
    low: "With Agreeableness at {p}%, your directness can come across as harsh, and disagreements may heat up faster than you intend.",
  },
  neuroticism: {
    high: "With Neuroticism at {p}%, worries can loop, small setbacks can feel large, and stress may spill into how you speak to the people closest to you.",
    low: "With Neuroticism at {p}%, you may underestimate how anxious someone else feels, or seem unconcerned when they need you to take a worry seriously.",
  },
};

/** Completes "In close relationships, ..." and the sentences after it. */
export const relationshipNotes: Readonly<
  Record<"neuroticism" | "agreeableness" | "extraversion" | "conscientiousness", BySide>
> = {
  neuroticism: {
    low: "your calm helps conversations stay constructive when tensions rise.",
    average:
      "you usually keep your balance in disagreements, though stressful stretches can unsettle you.",
    high: "you feel the ups and downs keenly; calm routines and someone who takes your feelings seriously help you feel settled.",
  },
  agreeableness: {
    high: "You look for common ground and forgive readily; the thing to guard against is giving so much that resentment builds quietly.",
    average:
      "You can compromise and also stand up for yourself, a useful mix when family decisions involve many voices.",
    low: "Your honesty is an asset; paired with warmth in how you say things, it builds real trust.",
  },
  extraversion: {
    high: "You will probably want an active social life with the people close to you, and may need to check that they want the same pace.",
    average: "",
    low: "You may need more quiet time than a partner or family expects, and saying so early prevents misunderstanding.",
  },
  conscientiousness: {
    high: "People close to you can rely on you for plans and promises kept.",
    average: "",
    low: "You bring ease and spontaneity; agreeing who tracks the shared practical tasks keeps that ease from turning into friction.",
  },
};

/** Practical suggestions for pronounced scores. */
export const traitRecommendations: Readonly<Record<BigFiveTrait, { high: string; low: string }>> = {
  openness: {
    high: "Give your curiosity a home: a course, a craft or a side project keeps everyday duties from feeling stifling, and gives you something fresh to share.",
    low: "Try one small new thing each month, such as a new dish, a new route or a different kind of book. Small changes you choose make the bigger ones life brings easier to meet.",
  },
  conscientiousness: {
    high: 'At work or at home, agree on what "done" looks like before you start, and hand over one task you would normally keep, such as part of planning a family function, to someone else.',
    low: "Put shared commitments such as family functions, festivals, bill dates and work deadlines into one calendar with reminders, so that your flexibility never costs anyone a missed promise.",
  },
  extraversion: {
    high: "In first meetings, including family introductions for marriage, aim to ask as much as you tell; quieter people open up when they are given room.",
    low: "Before big occasions such as weddings or office events, plan a role that suits you (welcoming elders, helping with arrangements, one good conversation) and a short quiet break, and tell your partner or family in advance so that your quiet is not read as disinterest.",
  },
  agreeableness: {
    high: "Practise a kind, clear no: \"I'd like to help, but I can't take this on this week.\" Said early to a relative or a manager, it is gentler than agreeing now and resenting it later.",
    low: "In family or work discussions, ask one question and repeat back what you heard before giving your view. It keeps your honesty and makes it easier for others to hear.",
  },
  neuroticism: {
    high: "When a worry starts to loop, write it down and set aside a fixed 15 minutes later in the day to deal with it. Regular sleep, movement and a daily walk help many people keep stress in check.",
    low: 'When someone close to you is anxious, start by acknowledging the worry ("I can see this matters to you") before offering your calmer view of it.',
  },
};
