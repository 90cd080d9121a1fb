import type { CurrentUser } from "@shared/auth/user";
import { isAdminRole } from "@shared/auth/user";
import { AppLayout } from "@web/components/layout/app-layout";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { MessageCard } from "@web/components/ui/message-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { ArrowLeft, Crown, RotateCw, ShieldCheck, ShieldX } from "lucide-react";
import { AdminManagementTab } from "./admin-management-tab";
import { AllUsersTab } from "./all-users-tab";
import { useAdminStats } from "./api/get-admin-stats";
import { AuditLogTab } from "./audit-log-tab";
import { PendingUsersTab } from "./pending-users-tab";
import { StatCounters } from "./stat-counters";

const meta: PageMeta = {
  path: "/admin",
  title: `Admin Dashboard | ${SITE_NAME}`,
  description: "Approve new accounts and manage administrators.",
  noindex: true,
};

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

function AccessDenied() {
  return (
    <AppLayout>
      <MessageCard
        icon={ShieldX}
        iconTone="danger"
        title="Access Denied"
        actions={<BackHomeButton className="mt-2" />}
      >
        You don't have admin privileges to access this page.
      </MessageCard>
    </AppLayout>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const superAdmin = user.role === "super_admin";
  const { data: stats, error, refetch } = useAdminStats();

  return (
    <AppLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <BackHomeButton
          variant="ghost"
          size="sm"
          icon={ArrowLeft}
          className="-mb-2 -ml-3 self-start"
        />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">
            Admin Dashboard
          </h1>
          <Badge>
            {superAdmin ? <Crown aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {superAdmin ? "Super Admin" : "Admin"}
          </Badge>
        </div>

        <section aria-label="Account counts">
          <StatCounters stats={stats} />
          {error && !stats ? (
            <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-destructive-soft-foreground">The counts could not be loaded.</p>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : null}
        </section>

        <Tabs defaultValue="pending">
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="pending">
              {withCount("Pending Approval", stats?.pending)}
            </TabsTrigger>
            <TabsTrigger value="all">{withCount("All Users", stats?.total)}</TabsTrigger>
            {superAdmin ? (
              <TabsTrigger value="admins">
                {withCount("Admin Management", stats?.approved)}
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="audit">Audit Log</TabsTrigger>
          </TabsList>
          <TabsContent value="pending">
            <PendingUsersTab />
          </TabsContent>
          <TabsContent value="all">
            <AllUsersTab me={user} />
          </TabsContent>
          {superAdmin ? (
            <TabsContent value="admins">
              <AdminManagementTab />
            </TabsContent>
          ) : null}
          <TabsContent value="audit">
            <AuditLogTab />
          </TabsContent>
        </Tabs>
      </div>
    </AppLayout>
  );
}

/** /admin (spec part 1 §2): admins and super admins only; the server enforces the same. */
export function AdminScreen({ user }: { user: CurrentUser }) {
  usePageMeta(meta);
  return isAdminRole(user.role) ? <Dashboard user={user} /> : <AccessDenied />;
}
