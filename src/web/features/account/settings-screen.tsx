import type { CurrentUser } from "@shared/auth/user";
import { AppLayout } from "@web/components/layout/app-layout";
import { ScreenHeader } from "@web/components/layout/screen-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { Download, ShieldCheck, TriangleAlert, UserRound } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useExportAccountData } from "./api/export-account-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

const meta: PageMeta = {
  path: "/settings",
  title: `Account Settings | ${SITE_NAME}`,
  description: "Your account details, your data and account deletion.",
  noindex: true,
};

function ReadOnlyField({ label, value }: { label: string; value: string | null }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value ?? ""} readOnly />
    </div>
  );
}

/** /settings (spec part 1 §2; decision 31: the export works). */
export function SettingsScreen({ user }: { user: CurrentUser }) {
  usePageMeta(meta);
  const exportData = useExportAccountData();

  return (
    <AppLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <ScreenHeader
          title="Account Settings"
          lead="Your account details and what happens to your data."
        />

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-xl">
              <UserRound aria-hidden="true" className="size-5 text-primary" />
              Account Information
            </CardTitle>
            <CardDescription>
              Your name and email are managed by your sign-in provider. To change them, update your
              account there; they are updated here the next time you sign in.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <ReadOnlyField label="First name" value={user.firstName} />
            <ReadOnlyField label="Last name" value={user.lastName} />
            <div className="sm:col-span-2">
              <ReadOnlyField label="Email" value={user.email} />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-xl">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              Privacy &amp; Data
            </CardTitle>
            <CardDescription>
              Who can find you in search, and whether your age is shown, are set in your{" "}
              <Link
                to="/profile-setup"
                className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
              >
                profile settings
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground">
              Download a copy of everything we hold about you (account, profile, survey answers,
              reports, requests and analyses) as a JSON file.
            </p>
            <Button
              variant="outline"
              onClick={() => exportData.mutate()}
              disabled={exportData.isPending}
              aria-busy={exportData.isPending}
              className="max-sm:w-full"
            >
              {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              Export My Data
            </Button>
          </CardContent>
        </Card>

        <Card className="border-destructive-border">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-destructive-soft-foreground text-xl">
              <TriangleAlert aria-hidden="true" className="size-5" />
              Danger Zone
            </CardTitle>
            <CardDescription>
              Deleting your account permanently erases your data. It cannot be undone.
            </CardDescription>
          </CardHeader>
          <CardContent className="[&_button]:max-sm:w-full">
            <DeleteAccountDialog />
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
