import type { CurrentUser } from "@shared/auth/user";
import { indiaToday } from "@shared/profile/age";
import type { Profile } from "@shared/profile/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { ScreenHeader } from "@web/components/layout/screen-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { MessageActions, MessageCard } from "@web/components/ui/message-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { ArrowLeft, ArrowRight, CircleCheck, RotateCw } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useProfile } from "./api/get-profile";
import { useSaveProfile } from "./api/save-profile";
import { BasicInfoStep } from "./basic-info-step";
import { fieldId } from "./form-field";
import { PreferencesStep } from "./preferences-step";
import { PrivacyStep } from "./privacy-step";
import {
  basicFields,
  type DraftField,
  draftFromProfile,
  type FieldErrors,
  fieldErrors,
  type ProfileDraft,
  parseDraft,
} from "./profile-draft";
import { WizardProgress } from "./wizard-progress";

const meta: PageMeta = {
  path: "/profile-setup",
  title: `Profile Setup | ${SITE_NAME}`,
  description: "Your basic information, privacy settings and preferences.",
  noindex: true,
};

const steps = [
  {
    title: "Basic Information",
    description: "Tell us who you are. Fields marked optional can be left empty.",
  },
  {
    title: "Privacy Settings",
    description: "Choose who can find you and what your search card shows.",
  },
  {
    title: "Preferences",
    description: "A few optional details, then check your profile and save it.",
  },
] as const;

const preferenceFields = [
  "education",
  "occupation",
  "religion",
  "heightCm",
  "interests",
] as const satisfies readonly DraftField[];

const STEP_HEADING_ID = "profile-step-heading";

function firstProblem(errors: FieldErrors, order: readonly DraftField[]): DraftField | undefined {
  return order.find((field) => errors[field]);
}

function ProfileWizard({ profile, user }: { profile: Profile; user: CurrentUser }) {
  const [today] = useState(() => indiaToday(new Date()));
  const [draft, setDraft] = useState<ProfileDraft>(() => ({
    ...draftFromProfile(profile, today),
    email: profile.email ?? user.email,
  }));
  const [step, setStep] = useState(0);
  // Problems show once the person has tried to leave the step, then update as they type.
  const [checked, setChecked] = useState({ basic: false, preferences: false });
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const save = useSaveProfile();

  const errors = useMemo<FieldErrors>(
    () => ({
      ...(checked.basic ? fieldErrors(draft, today, basicFields) : {}),
      ...(checked.preferences ? fieldErrors(draft, today, preferenceFields) : {}),
    }),
    [checked, draft, today],
  );

  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget);
    if (focusTarget === STEP_HEADING_ID) {
      window.scrollTo({ top: 0 });
      element?.focus({ preventScroll: true });
    } else {
      element?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget]);

  const onChange = (patch: Partial<ProfileDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const goTo = (next: number) => {
    setStep(next);
    setFocusTarget(STEP_HEADING_ID);
  };

  const complete = () => {
    const result = parseDraft(draft, today);
    if (result.ok) {
      save.mutate(result.form);
      return;
    }
    const basic = firstProblem(result.errors, basicFields);
    if (basic) {
      // Only possible when step 1 was left valid and the day changed since (age rule).
      setChecked((current) => ({ ...current, basic: true }));
      setStep(0);
      setFocusTarget(fieldId(basic));
      return;
    }
    setChecked((current) => ({ ...current, preferences: true }));
    const preference = firstProblem(result.errors, preferenceFields);
    if (preference) setFocusTarget(fieldId(preference));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) {
      const problem = firstProblem(fieldErrors(draft, today, basicFields), basicFields);
      if (problem) {
        setChecked((current) => ({ ...current, basic: true }));
        setFocusTarget(fieldId(problem));
        return;
      }
      goTo(1);
    } else if (step === 1) {
      goTo(2);
    } else {
      complete();
    }
  };

  const saving = save.isPending || save.isSuccess;
  const current = steps[step] ?? steps[0];
  const isLast = step === steps.length - 1;

  return (
    <div className="flex flex-col gap-5">
      <WizardProgress steps={steps.map((s) => s.title)} current={step} />
      <Card>
        <form noValidate onSubmit={onSubmit}>
          <CardHeader>
            <p className="font-semibold text-primary text-sm">
              Step {step + 1} of {steps.length}
            </p>
            <CardTitle id={STEP_HEADING_ID} tabIndex={-1} className="text-xl focus:outline-none">
              {current.title}
            </CardTitle>
            <CardDescription>{current.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {step === 0 ? (
              <BasicInfoStep draft={draft} errors={errors} onChange={onChange} today={today} />
            ) : step === 1 ? (
              <PrivacyStep draft={draft} errors={errors} onChange={onChange} today={today} />
            ) : (
              <PreferencesStep draft={draft} errors={errors} onChange={onChange} today={today} />
            )}
          </CardContent>
          <div className="flex flex-col gap-3 border-border border-t p-6 sm:flex-row sm:items-center sm:px-8">
            <div className="flex gap-3 sm:contents">
              <Button
                type="button"
                variant="outline"
                onClick={() => goTo(step - 1)}
                disabled={step === 0 || saving}
                className="px-4 sm:order-1"
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              <Button
                type="submit"
                disabled={saving}
                aria-busy={save.isPending}
                className="flex-1 sm:order-3 sm:ml-auto sm:flex-none"
              >
                {isLast ? (
                  <>
                    {save.isPending ? <Spinner /> : <CircleCheck aria-hidden="true" />}
                    {save.isPending ? "Saving..." : "Complete Profile"}
                  </>
                ) : (
                  <>
                    Next
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
            </div>
            {isLast ? <BackHomeButton variant="ghost" className="sm:order-2" /> : null}
          </div>
        </form>
      </Card>
    </div>
  );
}

function ProfileLoading() {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">Loading your profile…</span>
      <Skeleton className="h-10 w-full rounded-full" />
      <Skeleton className="h-[36rem] w-full rounded-2xl" />
    </div>
  );
}

/** /profile-setup (spec part 1 §2, decision 10): a 3-step wizard that saves from step 3. */
export default function ProfileSetupScreen({ user }: { user: CurrentUser }) {
  usePageMeta(meta);
  const profile = useProfile();

  if (profile.error && !profile.data) {
    return (
      <AppLayout>
        <MessageCard
          icon={RotateCw}
          iconTone="danger"
          title="Unable to Load Profile"
          actions={
            <MessageActions>
              <Button onClick={() => void profile.refetch()}>
                <RotateCw aria-hidden="true" />
                Try Again
              </Button>
              <BackHomeButton variant="outline" />
            </MessageActions>
          }
        >
          We couldn't fetch your profile. Please try again.
        </MessageCard>
      </AppLayout>
    );
  }

  return (
    <AppLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <ScreenHeader
          title="Profile Setup"
          lead={
            profile.data?.profileCompleted
              ? "Keep your details up to date. You decide what others can see."
              : "Complete your profile to search and be found. You decide what others can see."
          }
        />
        {profile.data ? <ProfileWizard profile={profile.data} user={user} /> : <ProfileLoading />}
      </div>
    </AppLayout>
  );
}
