import type { CurrentUser } from "@shared/auth/user";
import type { CompatibilityResult } from "@shared/compatibility/schemas";
import { searchCardAction } from "@shared/requests/rules";
import type { OutgoingRequest, RequestStatus } from "@shared/requests/schemas";
import { PageFallback } from "@web/app/page-fallback";
import { AppLayout } from "@web/components/layout/app-layout";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { MessageActions, MessageCard } from "@web/components/ui/message-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { useProfile } from "@web/features/profile/api/get-profile";
import { useOutgoingRequests } from "@web/features/requests/api/use-outgoing-requests";
import { useRequestStats } from "@web/features/requests/api/use-request-stats";
import { serverMessage } from "@web/lib/api";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import {
  ArrowLeft,
  Heart,
  Inbox,
  RotateCw,
  Send,
  TriangleAlert,
  UserRoundPen,
  UsersRound,
} from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useCompatibilityResults } from "./api/get-compatibility-results";
import { type SearchFilters, searchQueryString, useSearchProfiles } from "./api/search-profiles";
import { FilterPanel } from "./filter-panel";
import { activeFilterCount, draftFromParams, parseFilterDraft } from "./filters";
import { ProfileCard } from "./profile-card";

const meta: PageMeta = {
  path: "/search-profiles",
  title: `Search Profiles | ${SITE_NAME}`,
  description: "Find people and ask them for a compatibility analysis.",
  noindex: true,
};

function ErrorNotice({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry: () => unknown;
}) {
  const message = serverMessage(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive-border bg-destructive-soft p-4 text-destructive-soft-foreground"
    >
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {what}
        {message ? `: ${message}` : "."}
      </p>
      <Button variant="outline" size="sm" onClick={() => void onRetry()}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** Spec part 1: search needs a completed profile. */
function CompleteProfilePrompt() {
  return (
    <MessageCard
      icon={UserRoundPen}
      title="Complete Your Profile"
      actions={
        <MessageActions>
          <Button asChild>
            <Link to="/profile-setup">
              <UserRoundPen aria-hidden="true" />
              Complete Profile
            </Link>
          </Button>
          <BackHomeButton variant="outline" />
        </MessageActions>
      }
    >
      Before you can search for people and ask them for a compatibility analysis, please complete
      your profile. You choose whether others can find you and whether your age is shown.
    </MessageCard>
  );
}

/** The weekly counter, n/50 (spec part 1 §9); it updates after every request sent. */
function WeeklyCounter() {
  const { data: stats, error, refetch } = useRequestStats();
  if (error && !stats) {
    return (
      <ErrorNotice
        what="Your weekly request count could not be loaded"
        error={error}
        onRetry={refetch}
      />
    );
  }
  const atLimit = stats !== undefined && stats.weeklyCount >= stats.weeklyLimit;
  return (
    <Card aria-live="polite" aria-atomic="true" className="flex flex-col gap-1 px-4 py-3">
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Send aria-hidden="true" className="size-4 text-primary" />
        Requests this week
      </p>
      {stats ? (
        <p className="font-bold text-2xl text-foreground tabular-nums">
          {stats.weeklyCount}/{stats.weeklyLimit}
        </p>
      ) : (
        <Skeleton className="my-1 h-7 w-16" />
      )}
      {atLimit ? (
        <p className="text-sm text-warning-foreground">
          You have reached the weekly limit. You can send more once older requests are 7 days old.
        </p>
      ) : null}
    </Card>
  );
}

/** The latest request to each person: the list is newest first, so the first one wins. */
function latestStatusByPerson(requests: OutgoingRequest[]): Map<string, RequestStatus> {
  const statuses = new Map<string, RequestStatus>();
  for (const request of requests) {
    if (!statuses.has(request.targetUserId)) statuses.set(request.targetUserId, request.status);
  }
  return statuses;
}

function peopleWithResults(results: CompatibilityResult[]): Set<string> {
  return new Set(results.flatMap((result) => [result.userAId, result.userBId]));
}

function EmptyResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="font-semibold text-foreground text-xl">
        {filtered ? "No profiles match your filters" : "No profiles to show yet"}
      </h3>
      <p className="max-w-md text-muted-foreground">
        {filtered
          ? "Try fewer filters, a wider age range or a nearby city."
          : "New people join every day. Meanwhile you can invite someone you know on Find Matches."}
      </p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/find-matches">
            <Heart aria-hidden="true" />
            Find Matches
          </Link>
        </Button>
      )}
    </Card>
  );
}

function Results({ filters, onClear }: { filters: SearchFilters; onClear: () => void }) {
  const search = useSearchProfiles(filters);
  const stats = useRequestStats();
  const outgoing = useOutgoingRequests();
  const results = useCompatibilityResults();

  const statuses = useMemo(() => latestStatusByPerson(outgoing.data ?? []), [outgoing.data]);
  const withResults = useMemo(() => peopleWithResults(results.data ?? []), [results.data]);
  // The server enforces every rule; a list that failed to load only makes a card less precise.
  const ready = !stats.isPending && !outgoing.isPending && !results.isPending;
  const weeklyCount = stats.data?.weeklyCount ?? 0;

  const profiles = search.data?.pages.flatMap((page) => page.profiles) ?? [];
  const filtered = activeFilterCount(filters) > 0;

  let body: ReactNode;
  if (search.isPending) {
    body = (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Searching profiles…</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-64 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (search.error && !search.data) {
    body = (
      <ErrorNotice
        what="The search could not be completed"
        error={search.error}
        onRetry={search.refetch}
      />
    );
  } else if (profiles.length === 0) {
    body = <EmptyResults filtered={filtered} onClear={onClear} />;
  } else {
    body = (
      <>
        <ul
          aria-label="Profiles"
          aria-busy={search.isFetching}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {profiles.map((person) => (
            <li key={person.id}>
              <ProfileCard
                person={person}
                action={
                  ready
                    ? searchCardAction({
                        hasResult: withResults.has(person.id),
                        requestStatus: statuses.get(person.id) ?? null,
                        weeklyCount,
                      })
                    : null
                }
              />
            </li>
          ))}
        </ul>
        {search.error && search.isFetchNextPageError ? (
          <ErrorNotice
            what="More profiles could not be loaded"
            error={search.error}
            onRetry={() => search.fetchNextPage()}
          />
        ) : null}
        {search.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center max-sm:w-full"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
            aria-busy={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="font-semibold text-2xl text-foreground">
          Results
        </h2>
        <p role="status" className="text-muted-foreground">
          {search.data
            ? `${profiles.length} ${profiles.length === 1 ? "profile" : "profiles"} shown`
            : null}
        </p>
      </div>
      {body}
    </section>
  );
}

function Search() {
  const [params, setParams] = useSearchParams();
  // The page URL holds the applied filters, so Back from a report returns to the same results.
  const draft = draftFromParams(params);
  const parsed = parseFilterDraft(draft);
  const filters = parsed.ok ? parsed.filters : {};
  const key = searchQueryString(filters);
  const search = useSearchProfiles(filters);

  const apply = (next: SearchFilters) => {
    if (searchQueryString(next) === key) void search.refetch();
    else setParams(new URLSearchParams(searchQueryString(next)));
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackHomeButton
        variant="ghost"
        size="sm"
        icon={ArrowLeft}
        className="-mb-2 -ml-3 self-start"
      />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
            Search Profiles
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
            Find people and ask them for a compatibility analysis. Nothing about anyone's
            personality is shared until they approve your request.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-stretch">
          <WeeklyCounter />
          <div className="flex gap-2 sm:flex-col [&>*]:flex-1">
            <Button asChild variant="outline">
              <Link to="/find-matches">
                <Heart aria-hidden="true" />
                Find Matches
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/manage-requests">
                <UsersRound aria-hidden="true" />
                Sent Requests
              </Link>
            </Button>
          </div>
        </div>
      </div>
      <FilterPanel
        initial={draft}
        appliedKey={key}
        activeCount={activeFilterCount(filters)}
        searching={search.isFetching && !search.isFetchingNextPage}
        onSearch={apply}
      />
      <Results filters={filters} onClear={() => apply({})} />
    </div>
  );
}

/** /search-profiles (spec part 1, "Search profiles"). */
export default function SearchProfilesScreen(_props: { user: CurrentUser }) {
  usePageMeta(meta);
  const { data: profile, error, refetch, isPending } = useProfile();

  let body: ReactNode;
  if (isPending) body = <PageFallback />;
  else if (error && !profile) {
    body = (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorNotice what="Your profile could not be loaded" error={error} onRetry={refetch} />
      </div>
    );
  } else if (!profile?.profileCompleted) body = <CompleteProfilePrompt />;
  else body = <Search />;

  return <AppLayout>{body}</AppLayout>;
}
