/** The other person's name as the request screens show it. */
export function personName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || "Someone";
}
