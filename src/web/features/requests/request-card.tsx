import { daysAgoLabel, daysLeft } from "@shared/requests/rules";
import {
  type RelationshipType,
  type RequestStatus,
  relationshipTypeLabels,
} from "@shared/requests/schemas";
import { Avatar } from "@web/components/ui/avatar";
import { Card } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import type { ReactNode } from "react";
import { useId } from "react";
import { RequestStatusBadge } from "./request-status-badge";

export interface RequestFact {
  term: string;
  detail: ReactNode;
}

export interface RequestMessage {
  label: string;
  text: string | null;
}

/**
 * One request in a list: the other person, the status, the messages, the dates and what can be
 * done. On phones the actions sit below, full width; from `sm` they sit in a row on the right.
 */
export function RequestCard({
  name,
  status,
  relationshipType,
  messages,
  facts,
  actions,
}: {
  name: string;
  status: RequestStatus;
  relationshipType: RelationshipType;
  messages: RequestMessage[];
  facts: RequestFact[];
  actions?: ReactNode;
}) {
  const headingId = useId();
  const shown = messages.filter((message) => message.text?.trim());
  return (
    <Card className="p-0">
      <article aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <Avatar name={name} imageUrl={null} className="size-11" />
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <div className="min-w-0">
              <h3 id={headingId} className="break-words font-semibold text-foreground text-lg">
                {name}
              </h3>
              <p className="text-muted-foreground text-sm">
                {relationshipTypeLabels[relationshipType]} compatibility
              </p>
            </div>
            <RequestStatusBadge status={status} />
          </div>
        </div>

        {shown.map((message) => (
          <figure key={message.label} className="flex flex-col gap-1">
            <figcaption className="font-medium text-foreground text-sm">{message.label}</figcaption>
            <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-muted px-3 py-2 text-foreground">
              {message.text}
            </blockquote>
          </figure>
        ))}

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {facts.map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="text-muted-foreground">{fact.term}</dt>
              <dd className="text-foreground">{fact.detail}</dd>
            </div>
          ))}
        </dl>

        {actions ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">{actions}</div>
        ) : null}
      </article>
    </Card>
  );
}

/** A date with how long ago it was: 'Today', '1 day ago' or 'n days ago' (spec part 1 §2). */
export function AgoDate({ iso, now }: { iso: string; now: Date }) {
  return (
    <>
      <time dateTime={iso}>{daysAgoLabel(new Date(iso), now)}</time>
      <span className="text-muted-foreground"> · {formatDate(iso)}</span>
    </>
  );
}

export function PlainDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** The expiry of a pending request and the whole days left (decision 15). */
export function ExpiryDate({ iso, now }: { iso: string; now: Date }) {
  const left = daysLeft(new Date(iso), now);
  return (
    <>
      <time dateTime={iso}>{formatDate(iso)}</time>
      <span className="font-medium text-warning-foreground">
        {" "}
        · {left === 1 ? "1 day left" : `${left} days left`}
      </span>
    </>
  );
}

/**
 * The dates of a request as card facts: when it came, its expiry while pending (or when it
 * expired), and when it was answered. Each list names them in its own words.
 */
export function requestDateFacts(
  request: { status: string; createdAt: string; expiresAt: string; respondedAt: string | null },
  now: Date,
  terms: { created: string; expires: string; responded: string },
): RequestFact[] {
  const facts: RequestFact[] = [
    { term: terms.created, detail: <AgoDate iso={request.createdAt} now={now} /> },
  ];
  if (request.status === "pending") {
    facts.push({ term: terms.expires, detail: <ExpiryDate iso={request.expiresAt} now={now} /> });
  } else if (request.status === "expired") {
    facts.push({ term: "Expired", detail: <PlainDate iso={request.expiresAt} /> });
  }
  if (request.respondedAt) {
    facts.push({ term: terms.responded, detail: <PlainDate iso={request.respondedAt} /> });
  }
  return facts;
}
