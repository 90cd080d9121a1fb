import type { CurrentUser } from "@shared/auth/user";
import type { ComprehensiveRequestStats, OutgoingRequest } from "@shared/requests/schemas";
import { relationshipTypeLabels } from "@shared/requests/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { ScreenHeader } from "@web/components/layout/screen-header";
import { Button } from "@web/components/ui/button";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { Ban, CheckCircle2, Clock, Inbox, Search, Send, XCircle } from "lucide-react";
import { Link } from "react-router";
import { useCancelRequest } from "./api/cancel-request";
import { useComprehensiveStats } from "./api/use-comprehensive-stats";
import { useOutgoingRequests } from "./api/use-outgoing-requests";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { personName } from "./person-name";
import { RequestCard, requestDateFacts } from "./request-card";
import { type RequestCounter, RequestCounts } from "./request-counts";
import { RequestList } from "./request-list";
import { WithdrawConsentButton } from "./withdraw-consent-button";

const meta: PageMeta = {
  path: "/manage-requests",
  title: `Manage Your Requests | ${SITE_NAME}`,
  description: "The compatibility requests you have sent, and what became of them.",
  noindex: true,
};

/** 'Total Sent' leaves cancelled requests out (spec part 1 §2); the server counts them nowhere. */
const counters: ReadonlyArray<RequestCounter<ComprehensiveRequestStats>> = [
  { label: "Total Sent", icon: Send, tone: "default", value: (s) => s.outgoing.sent },
  { label: "Pending", icon: Clock, tone: "warning", value: (s) => s.outgoing.pending },
  { label: "Approved", icon: CheckCircle2, tone: "default", value: (s) => s.outgoing.approved },
  { label: "Rejected", icon: XCircle, tone: "danger", value: (s) => s.outgoing.rejected },
];

function CancelRequestButton({ request }: { request: OutgoingRequest }) {
  const cancel = useCancelRequest();
  const name = personName(request.targetUser);
  return (
    <ConfirmActionDialog
      triggerLabel="Cancel Request"
      triggerHint={`to ${name}`}
      icon={Ban}
      title="Cancel this request?"
      description={
        <>
          <p>
            {name} will no longer be asked to approve a{" "}
            {relationshipTypeLabels[request.relationshipType].toLowerCase()} compatibility analysis
            with you.
          </p>
          <p>
            A cancelled request still counts towards your weekly limit. You can send a new one
            later.
          </p>
        </>
      }
      keepLabel="Keep Request"
      confirmLabel="Cancel Request"
      running={cancel.isPending}
      onConfirm={(done) => cancel.mutate(request, { onSettled: done })}
    />
  );
}

function WithdrawButton({ request }: { request: OutgoingRequest }) {
  const name = personName(request.targetUser);
  return (
    <WithdrawConsentButton
      requestId={request.id}
      name={name}
      title="Withdraw this consent?"
      description={
        <>
          <p>
            {name} approved your request, so you may run a compatibility analysis with them. If you
            withdraw it, the request ends and any analyses made under it disappear for both of you.
          </p>
          <p>To analyse your compatibility again, you would need to send a new request.</p>
        </>
      }
    />
  );
}

function SentRequest({ request, now }: { request: OutgoingRequest; now: Date }) {
  const name = personName(request.targetUser);
  const facts = requestDateFacts(request, now, {
    created: "Sent",
    expires: "Expires",
    responded: "Answered",
  });
  return (
    <RequestCard
      name={name}
      status={request.status}
      relationshipType={request.relationshipType}
      messages={[
        { label: "Your message", text: request.requestMessage },
        { label: `Response from ${name}`, text: request.responseMessage },
      ]}
      facts={facts}
      actions={
        request.status === "pending" ? (
          <CancelRequestButton request={request} />
        ) : request.status === "approved" ? (
          <WithdrawButton request={request} />
        ) : undefined
      }
    />
  );
}

/** /manage-requests (spec part 1 §2): the requests the person sent. */
export default function ManageRequestsScreen(_props: { user: CurrentUser }) {
  usePageMeta(meta);
  const requests = useOutgoingRequests();
  const stats = useComprehensiveStats();
  const now = new Date();

  return (
    <AppLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <ScreenHeader
          title="Manage Your Requests"
          lead={`Requests you sent to analyse compatibility. Each needs the other person's approval.`}
        >
          <p>
            <Link
              to="/requests"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              <Inbox aria-hidden="true" className="size-5" />
              Review requests sent to you
            </Link>
          </p>
        </ScreenHeader>

        <RequestCounts label="Sent request counts" query={stats} counters={counters} />

        <RequestList
          title="Sent requests"
          query={requests}
          loadingText="Loading your requests…"
          empty={{
            icon: Send,
            title: "No requests sent yet",
            text: "Find someone you know and ask to analyse your compatibility. They decide whether to share.",
            action: (
              <Button asChild>
                <Link to="/search-profiles">
                  <Search aria-hidden="true" />
                  Search Profiles
                </Link>
              </Button>
            ),
          }}
          renderItem={(request) => <SentRequest request={request} now={now} />}
        />
      </div>
    </AppLayout>
  );
}
