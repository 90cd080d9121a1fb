/**
 * Realistic demo people for tests, the seed command and benchmarks: the same factories
 * everywhere (deterministic for a given seed, so runs are comparable).
 */

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
