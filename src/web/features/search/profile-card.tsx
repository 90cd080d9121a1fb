import { genderLabels, occupationLabels } from "@shared/profile/schemas";
import type { SearchCardAction } from "@shared/requests/rules";
import type { SearchProfile } from "@shared/search/schemas";
import { educationLabels } from "@shared/survey/enumerations";
import { Avatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { personName } from "@web/features/requests/person-name";
import { RequestDialog } from "@web/features/requests/request-dialog";
import { toast } from "@web/lib/toast";
import {
  Briefcase,
  Clock,
  FileText,
  GraduationCap,
  type LucideIcon,
  MapPin,
  Sparkles,
} from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";

const actionClass = "w-full whitespace-normal text-center";

/** The card's one action, decided by `searchCardAction` (spec part 1, "Search profiles"). */
function CardAction({
  person,
  name,
  action,
}: {
  person: SearchProfile;
  name: string;
  action: SearchCardAction | null;
}) {
  const navigate = useNavigate();
  const forName = <span className="sr-only"> with {name}</span>;
  switch (action) {
    case null:
      return <Skeleton className="h-11 w-full" />;
    case "view-report":
      return (
        <Button asChild variant="outline" className={actionClass}>
          <Link to={`/compatibility-report/${person.id}`}>
            <FileText aria-hidden="true" />
            View Existing Report
            {forName}
          </Link>
        </Button>
      );
    case "generate-analysis":
      return (
        <Button
          className={actionClass}
          onClick={() => {
            toast({
              title: "Ready for Analysis",
              description: `${name} approved your request. Choose them on Find Matches to generate your analysis.`,
            });
            navigate("/find-matches");
          }}
        >
          <Sparkles aria-hidden="true" />
          Generate Analysis
          {forName}
        </Button>
      );
    case "request-pending":
      return (
        <Button variant="secondary" disabled className={actionClass}>
          <Clock aria-hidden="true" />
          Request Pending
          <span className="sr-only"> for {name}</span>
        </Button>
      );
    default:
      return (
        <RequestDialog
          target={person}
          disabled={action === "request-disabled"}
          className={actionClass}
        />
      );
  }
}

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {value}
      </span>
    </li>
  );
}

/**
 * One search result: who they are and the action. The age shows only when the person shares it
 * (the server sends it only then); there is never an e-mail on a card (decision 12).
 */
export function ProfileCard({
  person,
  action,
}: {
  person: SearchProfile;
  /** Null while the requests and analyses that decide it are loading. */
  action: SearchCardAction | null;
}) {
  const headingId = useId();
  const name = personName(person);
  const summary = [
    person.allowDobSharing && person.age !== null ? `${person.age} years` : null,
    person.gender === "prefer-not-to-say" ? null : genderLabels[person.gender],
  ].filter(Boolean);

  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-center gap-4">
          <Avatar name={name} imageUrl={person.profileImageUrl} className="size-14 text-lg" />
          <div className="min-w-0">
            <h3 id={headingId} className="break-words font-semibold text-foreground text-lg">
              {name}
            </h3>
            {summary.length > 0 ? (
              <p className="text-muted-foreground">{summary.join(" · ")}</p>
            ) : null}
          </div>
        </div>
        <ul className="flex flex-col gap-1.5 text-foreground">
          <Fact icon={MapPin} label="Location" value={person.location} />
          {person.education ? (
            <Fact
              icon={GraduationCap}
              label="Education"
              value={educationLabels[person.education]}
            />
          ) : null}
          {person.occupation ? (
            <Fact icon={Briefcase} label="Occupation" value={occupationLabels[person.occupation]} />
          ) : null}
        </ul>
        {person.bio ? (
          <p className="line-clamp-4 break-words text-muted-foreground">{person.bio}</p>
        ) : null}
        <div className="mt-auto pt-1">
          <CardAction person={person} name={name} action={action} />
        </div>
      </Card>
    </article>
  );
}
