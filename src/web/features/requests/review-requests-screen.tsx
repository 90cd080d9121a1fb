import type { CurrentUser } from "@shared/auth/user";
import type { ComprehensiveRequestStats, IncomingRequest } from "@shared/requests/schemas";
import { relationshipTypeLabels } from "@shared/requests/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { ScreenHeader } from "@web/components/layout/screen-header";
import { Button } from "@web/components/ui/button";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { CheckCircle2, Clock, FileText, Inbox, Send, XCircle } from "lucide-react";
import { Link } from "react-router";
import { useComprehensiveStats } from "./api/use-comprehensive-stats";
import { useIncomingRequests } from "./api/use-incoming-requests";
import { personName } from "./person-name";
import { RequestCard, requestDateFacts } from "./request-card";
import { type RequestCounter, RequestCounts } from "./request-counts";
import { RequestList } from "./request-list";
import { RespondDialog } from "./respond-dialog";
import { WithdrawConsentButton } from "./withdraw-consent-button";

const meta: PageMeta = {
  path: "/requests",
  title: `Review Requests | ${SITE_NAME}`,
  description: "Compatibility requests sent to you: approve, reject or withdraw your consent.",
  noindex: true,
};

const counters: ReadonlyArray<RequestCounter<ComprehensiveRequestStats>> = [
  { label: "Received", icon: Inbox, tone: "default", value: (s) => s.incoming.received },
  {
    label: "Awaiting You",
    icon: Clock,
    tone: "warning",
    value: (s) => s.incoming.pendingApproval,
  },
  { label: "Approved", icon: CheckCircle2, tone: "default", value: (s) => s.incoming.approved },
  { label: "Rejected", icon: XCircle, tone: "danger", value: (s) => s.incoming.rejected },
];

function WithdrawButton({ request }: { request: IncomingRequest }) {
  const name = personName(request.requesterUser);
  const type = relationshipTypeLabels[request.relationshipType].toLowerCase();
  return (
    <WithdrawConsentButton
      requestId={request.id}
      name={name}
      title="Withdraw your consent?"
      description={
        <>
          <p>
            You allowed {name} to run a {type} compatibility analysis with you. If you withdraw your
            consent, any analyses made under it disappear for both of you.
          </p>
          <p>{name} could analyse again only if you approve a new request.</p>
        </>
      }
    />
  );
}

function ReceivedRequest({ request, now }: { request: IncomingRequest; now: Date }) {
  const name = personName(request.requesterUser);
  const facts = requestDateFacts(request, now, {
    created: "Received",
    expires: "Reply by",
    responded: "Responded",
  });
  return (
    <RequestCard
      name={name}
      status={request.status}
      relationshipType={request.relationshipType}
      messages={[
        { label: `Message from ${name}`, text: request.requestMessage },
        { label: "Your response", text: request.responseMessage },
      ]}
      facts={facts}
      actions={
        request.status === "pending" ? (
          <>
            <RespondDialog request={request} action="approve" />
            <RespondDialog request={request} action="reject" />
          </>
        ) : request.status === "approved" ? (
          <WithdrawButton request={request} />
        ) : undefined
      }
    />
  );
}

/** /requests (spec part 1 §2): the requests sent to the person, to approve or reject. */
export default function ReviewRequestsScreen(_props: { user: CurrentUser }) {
  usePageMeta(meta);
  const requests = useIncomingRequests();
  const stats = useComprehensiveStats();
  const now = new Date();

  return (
    <AppLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <ScreenHeader
          title="Review Requests"
          lead="People who asked to analyse their compatibility with you. Nothing about your personality is shared unless you approve."
        >
          <p>
            <Link
              to="/manage-requests"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              <Send aria-hidden="true" className="size-5" />
              Manage requests you sent
            </Link>
          </p>
        </ScreenHeader>

        <RequestCounts label="Received request counts" query={stats} counters={counters} />

        <RequestList
          title="Received requests"
          query={requests}
          loadingText="Loading requests sent to you…"
          empty={{
            icon: Inbox,
            title: "No requests yet",
            text: "When someone asks to analyse their compatibility with you, their request appears here. Meanwhile, read what your personality report says about you.",
            action: (
              <Button asChild>
                <Link to="/personality-report">
                  <FileText aria-hidden="true" />
                  View Personality Report
                </Link>
              </Button>
            ),
          }}
          renderItem={(request) => <ReceivedRequest request={request} now={now} />}
        />
      </div>
    </AppLayout>
  );
}
