/**
 * Realistic demo people for tests, the seed command and benchmarks: the same factories
 * everywhere (deterministic for a given seed, so runs are comparable).
 */
import { ageOn, bornAfter, bornOnOrBefore, indiaToday } from "@shared/profile/age.js";
import {
  type Gender,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  type Occupation,
} from "@shared/profile/schemas.js";
import { requestExpiry } from "@shared/requests/rules.js";
import type { RelationshipType, StoredRequestStatus } from "@shared/requests/schemas.js";
import type { Education, Religion } from "@shared/survey/enumerations.js";
import { type SurveyQuestion, surveyQuestions } from "@shared/survey/question-bank.js";
import { type Answers, type AnswerValue, isQuestionVisible } from "@shared/survey/visibility.js";

/** mulberry32: a small, fast, seedable PRNG. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Aditya",
  "Ananya",
  "Anil",
  "Anjali",
  "Arjun",
  "Asha",
  "Ayesha",
  "Deepak",
  "Devika",
  "Divya",
  "Farhan",
  "Gaurav",
  "Gurpreet",
  "Harpreet",
  "Ishaan",
  "Kavya",
  "Karan",
  "Kiran",
  "Lakshmi",
  "Manish",
  "Meera",
  "Mohit",
  "Nandini",
  "Neha",
  "Nikhil",
  "Pooja",
  "Prakash",
  "Priya",
  "Rahul",
  "Rajesh",
  "Ritu",
  "Rohan",
  "Sadia",
  "Sanjay",
  "Sara",
  "Shreya",
  "Simran",
  "Sneha",
  "Sunil",
  "Swati",
  "Tanvi",
  "Varun",
  "Vikram",
  "Vivek",
  "Yash",
  "Zara",
  "Joseph",
  "Mary",
  "Thomas",
  "Fatima",
  "Imran",
  "Tenzin",
  "Pema",
  "Harleen",
  "Jasleen",
  "Abhishek",
  "Bhavna",
  "Chirag",
];
const LAST_NAMES = [
  "Sharma",
  "Verma",
  "Gupta",
  "Iyer",
  "Iyengar",
  "Nair",
  "Menon",
  "Pillai",
  "Reddy",
  "Rao",
  "Naidu",
  "Patel",
  "Shah",
  "Desai",
  "Mehta",
  "Joshi",
  "Kulkarni",
  "Deshpande",
  "Banerjee",
  "Chatterjee",
  "Mukherjee",
  "Das",
  "Bose",
  "Sen",
  "Singh",
  "Gill",
  "Sandhu",
  "Khan",
  "Qureshi",
  "Siddiqui",
  "Fernandes",
  "D'Souza",
  "Thomas",
  "George",
  "Kapoor",
  "Malhotra",
  "Khanna",
  "Chopra",
  "Agarwal",
  "Jain",
  "Bhat",
  "Hegde",
  "Shetty",
  "Kamath",
  "Dutta",
  "Ghosh",
  "Yadav",
  "Mishra",
  "Tiwari",
  "Pandey",
];
const MAIL_DOMAINS = ["example.in", "example.com", "mail.example.in", "demo.example.org"];

export interface SeedUser {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  status: "pending" | "approved" | "rejected";
  role: "user";
  createdAt: Date;
}

/** Seeded accounts carry this issuer, so they are never mistaken for real ones. */
export const SEED_ISSUER = "seed://psychematch";

/** The i-th demo person: 80 % approved, 15 % pending, 5 % rejected; joined over the last two years. */
export function makeSeedUser(i: number, random: () => number, now = Date.now()): SeedUser {
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const roll = random();
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
  return {
    issuer: SEED_ISSUER,
    subject: `seed-${i}`,
    email: `${local}.${i}@${pick(random, MAIL_DOMAINS)}`,
    firstName,
    lastName,
    status: roll < 0.8 ? "approved" : roll < 0.95 ? "pending" : "rejected",
    role: "user",
    createdAt: new Date(now - Math.floor(random() * 2 * 365 * 86_400_000)),
  };
}

// ---------------------------------------------------------------------------------------------
// Profiles

const DAY_MS = 86_400_000;

/** A normally distributed number (Box-Muller), mean 0, standard deviation 1. */
function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Picks by weight: `[[value, weight], ...]`. */
function weighted<T>(random: () => number, items: ReadonlyArray<readonly [T, number]>): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let roll = random() * total;
  for (const [value, w] of items) {
    roll -= w;
    if (roll < 0) return value;
  }
  return items.at(-1)![0];
}

/** `count` different items, in random order. */
function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return out;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The usual gender of each first name; names missing here are given to anyone. */
const FEMALE_NAMES = new Set([
  "Aditi",
  "Ananya",
  "Anjali",
  "Asha",
  "Ayesha",
  "Bhavna",
  "Devika",
  "Divya",
  "Fatima",
  "Harleen",
  "Jasleen",
  "Kavya",
  "Lakshmi",
  "Mary",
  "Meera",
  "Nandini",
  "Neha",
  "Pooja",
  "Priya",
  "Ritu",
  "Sadia",
  "Sara",
  "Shreya",
  "Simran",
  "Sneha",
  "Swati",
  "Tanvi",
  "Zara",
]);
const UNISEX_NAMES = new Set(["Gurpreet", "Harpreet", "Kiran", "Pema", "Tenzin"]);

interface City {
  name: string;
  state: string;
  /** Roughly the metropolitan population in millions: the share of demo people who live there. */
  weight: number;
  languages: string;
}

/** Cities with their states (the location people type, "City, State"), weighted by size. */
export const INDIAN_CITIES: readonly City[] = [
  { name: "New Delhi", state: "Delhi", weight: 32, languages: "Hindi and English" },
  { name: "Mumbai", state: "Maharashtra", weight: 21, languages: "Marathi, Hindi and English" },
  { name: "Kolkata", state: "West Bengal", weight: 15, languages: "Bengali and English" },
  { name: "Bengaluru", state: "Karnataka", weight: 13, languages: "Kannada, English and Hindi" },
  { name: "Chennai", state: "Tamil Nadu", weight: 11.5, languages: "Tamil and English" },
  { name: "Hyderabad", state: "Telangana", weight: 10.5, languages: "Telugu, Urdu and English" },
  { name: "Ahmedabad", state: "Gujarat", weight: 8.5, languages: "Gujarati and Hindi" },
  { name: "Surat", state: "Gujarat", weight: 7.5, languages: "Gujarati and Hindi" },
  { name: "Pune", state: "Maharashtra", weight: 7, languages: "Marathi and English" },
  { name: "Jaipur", state: "Rajasthan", weight: 4, languages: "Hindi and Rajasthani" },
  { name: "Lucknow", state: "Uttar Pradesh", weight: 3.8, languages: "Hindi and Urdu" },
  { name: "Kanpur", state: "Uttar Pradesh", weight: 3.2, languages: "Hindi" },
  { name: "Indore", state: "Madhya Pradesh", weight: 3.2, languages: "Hindi" },
  { name: "Nagpur", state: "Maharashtra", weight: 3, languages: "Marathi and Hindi" },
  { name: "Coimbatore", state: "Tamil Nadu", weight: 2.9, languages: "Tamil" },
  { name: "Bhopal", state: "Madhya Pradesh", weight: 2.5, languages: "Hindi" },
  { name: "Patna", state: "Bihar", weight: 2.5, languages: "Hindi and Bhojpuri" },
  { name: "Vadodara", state: "Gujarat", weight: 2.3, languages: "Gujarati" },
  { name: "Visakhapatnam", state: "Andhra Pradesh", weight: 2.3, languages: "Telugu" },
  { name: "Kochi", state: "Kerala", weight: 2.2, languages: "Malayalam and English" },
  { name: "Nashik", state: "Maharashtra", weight: 2, languages: "Marathi" },
  { name: "Ludhiana", state: "Punjab", weight: 1.8, languages: "Punjabi and Hindi" },
  {
    name: "Thiruvananthapuram",
    state: "Kerala",
    weight: 1.7,
    languages: "Malayalam and English",
  },
  { name: "Madurai", state: "Tamil Nadu", weight: 1.6, languages: "Tamil" },
  { name: "Varanasi", state: "Uttar Pradesh", weight: 1.5, languages: "Hindi and Bhojpuri" },
  { name: "Ranchi", state: "Jharkhand", weight: 1.5, languages: "Hindi" },
  { name: "Gurugram", state: "Haryana", weight: 1.2, languages: "Hindi and English" },
  { name: "Chandigarh", state: "Chandigarh", weight: 1.2, languages: "Punjabi, Hindi and English" },
  { name: "Guwahati", state: "Assam", weight: 1.2, languages: "Assamese and English" },
  { name: "Amritsar", state: "Punjab", weight: 1.2, languages: "Punjabi" },
  { name: "Bhubaneswar", state: "Odisha", weight: 1.1, languages: "Odia and English" },
  { name: "Mysuru", state: "Karnataka", weight: 1.1, languages: "Kannada" },
  { name: "Noida", state: "Uttar Pradesh", weight: 0.8, languages: "Hindi and English" },
  { name: "Dehradun", state: "Uttarakhand", weight: 0.8, languages: "Hindi and Garhwali" },
  { name: "Mangaluru", state: "Karnataka", weight: 0.7, languages: "Tulu, Kannada and Konkani" },
  { name: "Panaji", state: "Goa", weight: 0.3, languages: "Konkani and English" },
];
const CITY_WEIGHTS = INDIAN_CITIES.map((c) => [c, c.weight] as const);

/** Ages in years and their weights: mostly young adults, up to 70; about 2 % aged 15-17. */
const AGE_BANDS: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[15, 17], 2],
  [[18, 20], 6],
  [[21, 25], 22],
  [[26, 30], 26],
  [[31, 35], 18],
  [[36, 40], 10],
  [[41, 50], 9],
  [[51, 60], 5],
  [[61, 70], 2],
];

/** Census-like shares, for names that say nothing about a community. */
const RELIGION_SHARES: ReadonlyArray<readonly [Religion, number]> = [
  ["hindu", 79],
  ["muslim", 9],
  ["christian", 2.3],
  ["sikh", 1.7],
  ["buddhist", 0.7],
  ["jain", 0.8],
  ["parsi", 0.2],
  ["jewish", 0.05],
  ["other", 1.5],
  ["none", 4.8],
];
/** A community a name often (not always) goes with; first names first. */
const NAME_RELIGION: Readonly<Record<string, Religion>> = {
  Fatima: "muslim",
  Ayesha: "muslim",
  Imran: "muslim",
  Farhan: "muslim",
  Sadia: "muslim",
  Khan: "muslim",
  Qureshi: "muslim",
  Siddiqui: "muslim",
  Joseph: "christian",
  Mary: "christian",
  Fernandes: "christian",
  "D'Souza": "christian",
  George: "christian",
  Gurpreet: "sikh",
  Harpreet: "sikh",
  Harleen: "sikh",
  Jasleen: "sikh",
  Gill: "sikh",
  Sandhu: "sikh",
  Tenzin: "buddhist",
  Pema: "buddhist",
  Jain: "jain",
};

const EDUCATION_ADULT: ReadonlyArray<readonly [Education, number]> = [
  ["high-school", 15],
  ["bachelors", 45],
  ["masters", 25],
  ["phd", 3],
  ["professional", 10],
  ["other", 2],
];
const OCCUPATION_ADULT: ReadonlyArray<readonly [Occupation, number]> = [
  ["technology", 20],
  ["healthcare", 8],
  ["finance", 9],
  ["education", 8],
  ["business", 14],
  ["engineering", 12],
  ["arts", 4],
  ["government", 7],
  ["student", 3],
  ["other", 15],
];

const INTERESTS = [
  "cricket",
  "cooking",
  "Bollywood films",
  "Carnatic music",
  "Hindustani classical",
  "yoga",
  "trekking",
  "reading",
  "travel",
  "photography",
  "badminton",
  "chess",
  "gardening",
  "street food",
  "dance",
  "painting",
  "volunteering",
  "startups",
  "board games",
  "football",
  "running",
  "poetry",
  "meditation",
  "old temples",
  "filter coffee",
  "podcasts",
  "stand-up comedy",
  "cycling",
  "birdwatching",
  "kabaddi",
];

const WORK_PHRASES: Readonly<Record<Occupation, readonly string[]>> = {
  technology: ["I write software", "I build apps", "I work in IT"],
  healthcare: ["I am a doctor", "I work as a nurse", "I work in a hospital"],
  finance: ["I work in a bank", "I am a chartered accountant", "I work in finance"],
  education: ["I teach school children", "I lecture at a college", "I am a teacher"],
  business: ["I run a small business", "I help in our family business", "I work in sales"],
  engineering: ["I am a civil engineer", "I design machines", "I work as an engineer"],
  arts: ["I am a graphic designer", "I teach music", "I write for a living"],
  government: ["I work for the state government", "I am in public service", "I work at a PSU"],
  student: ["I am a student", "I am studying for my exams", "I am in college"],
  other: ["I keep busy with work and family", "I work in hospitality", "I am between jobs"],
};
const BIO_OPENERS = ["Hi, I'm {name}.", "Namaste!", "Hello from {city}!", "{name} here.", ""];
const BIO_CLOSERS = [
  "Looking for someone kind and curious.",
  "Family means a lot to me.",
  "Here to understand myself better and meet like-minded people.",
  "Happy to make new friends.",
  "Honesty and a sense of humour matter most to me.",
  "Always up for a long conversation over chai.",
];

export interface SeedProfile {
  gender: Gender;
  dateOfBirth: string;
  location: string;
  bio: string;
  isSearchable: boolean;
  allowDobSharing: boolean;
  profileCompleted: true;
  education: Education | null;
  occupation: Occupation | null;
  religion: Religion | null;
  heightCm: number | null;
  interests: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** Completed years on the Indian calendar day of `now`, for a birth date. */
export const seedAge = (dateOfBirth: string, now: number): number =>
  ageOn(dateOfBirth, indiaToday(new Date(now)));

/** A birth date that makes someone exactly `age` on the Indian day of `now`, uniformly within that year. */
function birthDateAtAge(random: () => number, age: number, now: number): string {
  const today = indiaToday(new Date(now));
  const latest = Date.parse(bornOnOrBefore(today, age));
  const earliest = Date.parse(bornAfter(today, age)) + DAY_MS;
  const day = earliest + Math.floor(random() * ((latest - earliest) / DAY_MS + 1)) * DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

function pickGender(random: () => number, firstName: string): Gender {
  const roll = random();
  if (roll < 0.015) return "non-binary";
  if (roll < 0.03) return "prefer-not-to-say";
  if (UNISEX_NAMES.has(firstName)) return random() < 0.5 ? "male" : "female";
  return FEMALE_NAMES.has(firstName) ? "female" : "male";
}

function pickReligion(random: () => number, firstName: string, lastName: string): Religion {
  const community = NAME_RELIGION[firstName] ?? NAME_RELIGION[lastName];
  if (community && random() < 0.85) return community;
  if (lastName === "Singh" && random() < 0.45) return "sikh";
  if ((lastName === "Shah" || lastName === "Mehta") && random() < 0.15) return "jain";
  return weighted(random, RELIGION_SHARES);
}

function pickEducation(random: () => number, age: number): Education {
  if (age < 18) return "high-school";
  if (age < 22) return random() < 0.6 ? "high-school" : "bachelors";
  if (age < 25) {
    return weighted(random, [
      ["high-school", 15],
      ["bachelors", 65],
      ["masters", 10],
      ["professional", 8],
      ["other", 2],
    ]);
  }
  return weighted(random, EDUCATION_ADULT);
}

function pickOccupation(random: () => number, age: number): Occupation {
  if (age < 18) return "student";
  if (age < 23 && random() < 0.65) return "student";
  if (age < 26 && random() < 0.15) return "student";
  return weighted(random, OCCUPATION_ADULT);
}

function makeBio(
  random: () => number,
  firstName: string,
  city: string,
  occupation: Occupation | null,
  interests: readonly string[],
): string {
  if (random() < 0.1) return "";
  const parts = [pick(random, BIO_OPENERS).replace("{name}", firstName).replace("{city}", city)];
  if (occupation) parts.push(`${pick(random, WORK_PHRASES[occupation])} in ${city}.`);
  if (interests.length >= 2) {
    parts.push(
      random() < 0.5
        ? `Weekends are for ${interests[0]} and ${interests[1]}.`
        : `I love ${interests[0]}, ${interests[1]} and good chai.`,
    );
  }
  parts.push(pick(random, BIO_CLOSERS));
  return parts.filter((p) => p !== "").join(" ");
}

/**
 * The profile an approved demo person completed: gender from the first name, an adult age
 * spread (about 2 % aged 15-17, whom search never shows), a city weighted by size, education
 * and occupation that fit the age, a community that often fits the name. Created after the
 * account (a minute to weeks later, never before their 15th birthday), at millisecond precision.
 */
export function makeSeedProfile(
  user: Pick<SeedUser, "firstName" | "lastName" | "createdAt">,
  random: () => number,
  now = Date.now(),
): SeedProfile {
  const gender = pickGender(random, user.firstName);
  const [low, high] = weighted(random, AGE_BANDS);
  const age = low + Math.floor(random() * (high - low + 1));
  const dateOfBirth = birthDateAtAge(random, age, now);
  const city = weighted(random, CITY_WEIGHTS);
  const education = random() < 0.95 ? pickEducation(random, age) : null;
  const occupation = random() < 0.95 ? pickOccupation(random, age) : null;
  const religion = random() < 0.92 ? pickReligion(random, user.firstName, user.lastName) : null;
  const [mean, spread] = gender === "female" ? [158, 6] : gender === "male" ? [171, 7] : [165, 8];
  const heightCm =
    random() < 0.85
      ? clamp(Math.round(mean + spread * gaussian(random)), HEIGHT_CM_MIN, HEIGHT_CM_MAX)
      : null;
  const interests = sample(random, INTERESTS, 1 + Math.floor(random() * 6));
  // Filled in a minute to a few weeks after signing up (median about a day); a minor not before 15.
  // (Date.UTC turns a 29 February into 1 March in a common year, as ageOn counts it.)
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const fifteenth = Date.UTC(y + 15, m - 1, d) - 330 * 60_000;
  const earliest = Math.max(user.createdAt.getTime(), fifteenth) + 60_000;
  const delay = Math.min(-Math.log(1 - random()) * 1.4 * DAY_MS, 45 * DAY_MS);
  const createdAt = new Date(
    Math.max(user.createdAt.getTime() + 1, Math.floor(Math.min(earliest + delay, now - 1_000))),
  );
  return {
    gender,
    dateOfBirth,
    location: `${city.name}, ${city.state}`,
    bio: makeBio(random, user.firstName, city.name, occupation, interests),
    isSearchable: random() < 0.9,
    allowDobSharing: random() < 0.6,
    profileCompleted: true,
    education,
    occupation,
    religion,
    heightCm,
    interests,
    createdAt,
    updatedAt: createdAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Surveys

const LANGUAGES_BY_LOCATION = new Map(
  INDIAN_CITIES.map((c) => [`${c.name}, ${c.state}`, c.languages]),
);
const FESTIVALS: Readonly<Record<Religion, readonly string[]>> = {
  hindu: [
    "Diwali, Holi and Navratri",
    "Ganesh Chaturthi and Diwali",
    "Durga Puja above everything",
    "Pongal and Deepavali with the whole family",
    "Onam and Vishu",
  ],
  muslim: ["Eid al-Fitr and Eid al-Adha", "Ramzan iftars with family and Eid"],
  christian: ["Christmas and Easter", "Christmas midnight mass and the New Year"],
  sikh: ["Gurpurab, Vaisakhi and Lohri", "Lohri and Vaisakhi"],
  buddhist: ["Buddha Purnima and Losar", "Losar with family"],
  jain: ["Paryushan and Mahavir Jayanti", "Diwali and Paryushan"],
  jewish: ["Hanukkah and Passover"],
  parsi: ["Navroz and Khordad Sal"],
  other: ["Family birthdays and the harvest festival", "New Year with friends"],
  none: ["Family get-togethers more than festivals", "New Year's Eve with friends"],
};
const JOB_TITLES: Readonly<Record<Occupation, readonly string[]>> = {
  technology: ["Software engineer", "Data analyst", "Product manager", "QA engineer"],
  healthcare: ["Doctor (general physician)", "Staff nurse", "Pharmacist", "Physiotherapist"],
  finance: ["Chartered accountant", "Bank officer", "Financial analyst", "Insurance advisor"],
  education: ["School teacher", "College lecturer", "Tutor", "Teaching assistant"],
  business: ["I run a textile shop", "Family business", "Sales manager", "Entrepreneur"],
  engineering: ["Civil engineer", "Mechanical engineer", "Electrical engineer"],
  arts: ["Graphic designer", "Musician", "Content writer", "Photographer"],
  government: ["Clerk in the state government", "Railway officer", "Police officer"],
  student: ["Studying engineering", "B.Com student", "Preparing for UPSC", "MBBS student"],
  other: ["Homemaker", "Hotel manager", "Retired", "Freelancer"],
};
const WEEKENDS = [
  "Sleeping in, then a long lunch with family.",
  "Cricket with friends in the morning and a movie in the evening.",
  "Exploring new cafes and street food around the city.",
  "Catching up on books and a long walk.",
  "Temple visit with my parents and cooking together.",
  "A short trek or a drive out of the city.",
];
const HOBBIES = [
  "Cooking, gardening and reading.",
  "Playing the guitar and learning Carnatic music.",
  "Photography and travel.",
  "Badminton and yoga.",
  "Painting and watching old Hindi films.",
  "Chess and puzzles.",
];
const TRIPS = [
  "The mountains: Himachal or Uttarakhand.",
  "Beach holidays in Goa or Gokarna.",
  "Heritage trips to Hampi, Jaipur or Varanasi.",
  "Road trips with friends.",
  "Visiting relatives in our native place.",
  "A quiet homestay in Kerala or Coorg.",
];
const TOGETHER = [
  "Cook a proper meal together.",
  "Travel to a new city every year.",
  "Start a small garden.",
  "Learn a dance form together.",
  "Volunteer on weekends.",
  "Go on long drives with old songs playing.",
];
const DEALBREAKERS = [
  "Dishonesty and disrespect towards my family.",
  "Smoking and heavy drinking.",
  "Someone who does not support my career.",
  "Anger and shouting during arguments.",
  "Not being open about money.",
  "None really, as long as we talk things through.",
];
const COMMUNITY_WISHES = [
  "Open to all",
  "Prefer not to say",
  "Someone from my own community",
  "No strong preference, but my family would like the same community",
];

/** Typical answers of the subscale items (1-7) when nothing else is known. */
const ITEM_MEANS: Readonly<Record<string, number>> = {
  DEM_L4: 4.8,
  PREF5: 3.2,
  PREF7: 3.8,
  PREF9: 4.4,
  REL_G1: 4.4,
  REL_G2: 5,
  REL_G3: 5.2,
  LIFEST5: 5.3,
};

export interface SeedSurvey {
  /** Answers to every question this person is shown, and to no other. */
  answers: Answers;
  startedAt: Date;
  completedAt: Date;
}

/**
 * A completed survey that fits the profile (name, age, gender, city, education, religion):
 * personality items follow a latent score per trait (reverse-keyed items mirrored), so reports
 * vary; about 1.5 % answer "Neutral" throughout and about 3 % rush (both get quality flags).
 * Taken between the profile's creation and `now`, in 3 to 45 minutes.
 */
export function makeSeedSurvey(
  person: Pick<SeedUser, "firstName"> & { profile: SeedProfile },
  random: () => number,
  now = Date.now(),
): SeedSurvey {
  const { profile } = person;
  const age = seedAge(profile.dateOfBirth, now);
  const religion = profile.religion ?? weighted(random, RELIGION_SHARES);
  const education = profile.education ?? pickEducation(random, age);
  const occupation = profile.occupation ?? pickOccupation(random, age);
  const neutral = random() < 0.015;
  const latent = new Map<string, number>();
  const latentOf = (key: string) => {
    if (!latent.has(key)) latent.set(key, gaussian(random));
    return latent.get(key)!;
  };
  const status =
    age < 24
      ? "single"
      : weighted(random, [
          ["single", age < 32 ? 70 : 35],
          ["married", age < 32 ? 15 : 40],
          ["divorced", 8],
          ["separated", 4],
          ["widowed", age > 50 ? 10 : 1],
        ] as const);
  const hasChildren = status !== "single" && age >= 24 && random() < 0.6;

  // Big Five and attachment items: a latent score per construct plus noise, mirrored for
  // reverse-keyed items; other items: their typical answer plus noise.
  const scale = (q: SurveyQuestion) => {
    if (neutral) return 4;
    const construct =
      q.scale?.kind === "bigFive"
        ? `bigFive:${q.scale.trait}`
        : q.scale?.kind === "attachment"
          ? `attachment:${q.scale.dimension}`
          : undefined;
    let keyed: number;
    if (construct) {
      const mean = q.scale?.kind === "attachment" ? 3.3 : 4.2;
      keyed = mean + 1.2 * latentOf(construct) + gaussian(random);
    } else {
      let mean = ITEM_MEANS[q.id] ?? 4.6;
      if (q.id === "DEM_L4" && religion === "none") mean = 1.8;
      if (q.id === "LIFEST6") mean = 3.6 + 1.1 * latentOf("bigFive:extraversion");
      keyed = mean + 1.3 * gaussian(random);
    }
    const value = clamp(Math.round(keyed), 1, 7);
    return q.reverseCoded ? 8 - value : value;
  };
  const textAnswer = (id: string): string => {
    switch (id) {
      case "DEM_B1":
        return person.firstName;
      case "DEM_B2":
        return String(age);
      case "DEM_B6":
        return profile.location;
      case "DEM_B8":
        return pick(random, JOB_TITLES[occupation]);
      case "DEM_L2":
        return String(
          weighted(random, [
            [1, 40],
            [2, 45],
            [3, 15],
          ] as const),
        );
      case "PREF2":
        return LANGUAGES_BY_LOCATION.get(profile.location) ?? "Hindi and English";
      case "PREF3":
        return pick(random, FESTIVALS[religion]);
      case "PREF8":
        return pick(random, COMMUNITY_WISHES);
      case "ACT1":
        return pick(random, WEEKENDS);
      case "ACT2":
        return pick(random, HOBBIES);
      case "ACT3":
        return pick(random, TRIPS);
      case "ACT4":
        return pick(random, TOGETHER);
      case "REL_G4":
        return pick(random, DEALBREAKERS);
      default:
        return "Nothing in particular.";
    }
  };
  const selectAnswer = (q: SurveyQuestion): string => {
    switch (q.id) {
      case "DEM_B3":
        return profile.gender;
      case "DEM_B4":
        return weighted(random, [
          ["straight", 88],
          ["gay-lesbian", 3],
          ["bisexual", 4],
          ["other", 1],
          ["prefer-not-to-say", 4],
        ] as const);
      case "DEM_B5":
        return status;
      case "DEM_B7":
        return education;
      case "DEM_L3":
        return religion;
      case "PREF6":
        return weighted(random, [
          ["yes", 35],
          ["no", 20],
          ["neutral", 45],
        ] as const);
      default:
        return pick(random, q.options!).value;
    }
  };
  const yes: Readonly<Record<string, number>> = { PREF1: 0.55, PREF4: 0.6, REL_G5: 0.75 };

  const all: Record<string, AnswerValue> = {};
  for (const q of surveyQuestions) {
    if (q.type === "scale") {
      all[q.id] = scale(q);
    } else if (q.type === "boolean") {
      all[q.id] = q.id === "DEM_L1" ? hasChildren : random() < (yes[q.id] ?? 0.5);
    } else if (q.type === "select") {
      all[q.id] = selectAnswer(q);
    } else {
      all[q.id] = textAnswer(q.id);
    }
  }
  const answers: Answers = Object.fromEntries(
    Object.entries(all).filter(([id]) => isQuestionVisible(id, all)),
  );

  const asked = Object.keys(answers).length;
  const seconds =
    neutral || random() < 0.03
      ? asked * (0.8 + random()) // rushed: under 2 s a question
      : 180 + Math.min(-Math.log(1 - random()) * 900, 2_520);
  const lastStart = now - seconds * 1_000 - 1_000;
  const from = Math.min(profile.createdAt.getTime() + 60_000, lastStart);
  const startedAt = new Date(Math.floor(from + random() * (lastStart - from)));
  return {
    answers,
    startedAt,
    completedAt: new Date(startedAt.getTime() + Math.floor(seconds * 1_000)),
  };
}

// ---------------------------------------------------------------------------------------------
// Compatibility requests

/** What the request factory needs to know about an approved person with a completed profile. */
export interface RequestCandidate {
  id: string;
  gender: Gender;
  dateOfBirth: string;
  isSearchable: boolean;
  profileCreatedAt: Date;
}

export interface SeedRequest {
  requesterId: string;
  targetId: string;
  relationshipType: RelationshipType;
  requestMessage: string;
  responseMessage: string | null;
  status: StoredRequestStatus;
  createdAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
  withdrawnAt: Date | null;
  withdrawnBy: "requester" | "target" | null;
}

const REQUEST_MESSAGES = [
  "Hi! Your profile made me smile. Would you like to see how compatible we are?",
  "Namaste, I would like to know you better.",
  "We seem to like the same things. Curious about our compatibility!",
  "Would love to compare our personalities.",
  "Hello! Let's see what the analysis says about us.",
];
const RESPONSES: Readonly<Record<"approved" | "rejected", readonly string[]>> = {
  approved: ["Sure, happy to!", "Sounds fun, let's see.", "Thanks for asking!"],
  rejected: ["Sorry, not at the moment.", "Thank you, but no.", "I am not looking right now."],
};

/**
 * Requests between the candidates, as people would have sent them over the last 60 days: only
 * to searchable adults, never to oneself, one per pair, romantic only between adults (and
 * mostly between a man and a woman), after both profiles existed; pending, approved, rejected,
 * cancelled or withdrawn, some pending past their 14-day expiry. About 1 sender in 5 sends
 * 1-12; one in a hundred of those sends 30-50 within the last week. No sender sends more than
 * 50 in all, so no 7-day window holds more than the weekly limit.
 */
export function makeSeedRequests(
  candidates: readonly RequestCandidate[],
  random: () => number,
  now = Date.now(),
): SeedRequest[] {
  const isAdult = (c: RequestCandidate) => seedAge(c.dateOfBirth, now) >= 18;
  const targets = candidates.filter((c) => c.isSearchable && isAdult(c));
  if (targets.length < 2) return [];
  const requests: SeedRequest[] = [];
  for (const sender of candidates) {
    if (random() >= 0.2) continue;
    const busy = random() < 0.01;
    const count = busy ? 30 + Math.floor(random() * 21) : 1 + Math.floor(random() ** 2 * 12);
    const windowMs = (busy ? 7 * DAY_MS - 60_000 : 60 * DAY_MS) - 1;
    const adult = isAdult(sender);
    const chosen = new Set<string>([sender.id]);
    for (let n = 0; n < count; n++) {
      let relationshipType = weighted(random, [
        ["general", 30],
        ["romantic", 30],
        ["friendship", 25],
        ["professional", 10],
        ["family", 5],
      ] as const);
      if (relationshipType === "romantic" && !adult) relationshipType = "friendship";
      let target: RequestCandidate | undefined;
      for (let attempt = 0; attempt < 6 && !target; attempt++) {
        const candidate = pick(random, targets);
        if (chosen.has(candidate.id)) continue;
        const mixed =
          relationshipType !== "romantic" ||
          !["male", "female"].includes(sender.gender) ||
          candidate.gender !== sender.gender ||
          random() < 0.05;
        if (mixed) target = candidate;
      }
      if (!target) continue;
      const earliest = Math.max(
        sender.profileCreatedAt.getTime(),
        target.profileCreatedAt.getTime(),
        now - windowMs,
      );
      if (earliest > now - 60_000) continue;
      chosen.add(target.id);
      const createdAt = new Date(Math.floor(earliest + 1 + random() * (now - 60_000 - earliest)));
      const expiresAt = requestExpiry(createdAt);
      const live = expiresAt.getTime() > now;
      const status = weighted(
        random,
        live
          ? ([
              ["pending", 55],
              ["approved", 22],
              ["rejected", 10],
              ["cancelled", 10],
              ["withdrawn", 3],
            ] as const)
          : ([
              ["pending", 30],
              ["approved", 38],
              ["rejected", 18],
              ["cancelled", 10],
              ["withdrawn", 4],
            ] as const),
      );
      const answered = status === "approved" || status === "rejected" || status === "withdrawn";
      const respondedAt = answered
        ? new Date(
            Math.floor(
              createdAt.getTime() +
                random() * (Math.min(expiresAt.getTime(), now) - createdAt.getTime()),
            ),
          )
        : null;
      const withdrawnAt =
        status === "withdrawn" && respondedAt
          ? new Date(Math.floor(respondedAt.getTime() + random() * (now - respondedAt.getTime())))
          : null;
      const answer = status === "rejected" ? "rejected" : "approved";
      requests.push({
        requesterId: sender.id,
        targetId: target.id,
        relationshipType,
        requestMessage: random() < 0.7 ? pick(random, REQUEST_MESSAGES) : "",
        responseMessage: answered && random() < 0.5 ? pick(random, RESPONSES[answer]) : null,
        status,
        createdAt,
        expiresAt,
        respondedAt,
        withdrawnAt,
        withdrawnBy: withdrawnAt ? (random() < 0.5 ? "requester" : "target") : null,
      });
    }
  }
  return requests;
}
