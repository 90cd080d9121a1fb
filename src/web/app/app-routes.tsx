import type { CurrentUser } from "@shared/auth/user";
import type { approvedPaths } from "@shared/pages/routes";
import { useAuth } from "@web/lib/auth";
import { type ReactNode, Suspense } from "react";
import { Route, Routes } from "react-router";
import {
  AccountStatusScreen,
  AdminScreen,
  AuthErrorScreen,
  ComingLaterScreen,
  ContactPage,
  FaqPage,
  GuestSurveyPage,
  HomeScreen,
  LandingPage,
  ManageRequestsScreen,
  MethodologyPage,
  NotFoundPage,
  PersonalityReportScreen,
  PrivacyPolicyPage,
  ProfileSetupScreen,
  ReviewRequestsScreen,
  SearchProfilesScreen,
  SettingsScreen,
  SharedReportScreen,
  SignInPrompt,
  SurveyReviewScreen,
  SurveyScreen,
  TermsPage,
} from "./lazy-pages";
import { NavigationEffects } from "./navigation-effects";
import { PageFallback } from "./page-fallback";

// `user.status` is already normalised (unknown reads as pending) by the current-user parser.

/** `/`: the landing page while loading or signed out, home for approved users. */
function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <LandingPage />;
  if (user.status !== "approved") return <AccountStatusScreen user={user} />;
  return <HomeScreen user={user} />;
}

/** Product screens: approved users only; the server enforces the same rule on every call. */
function ApprovedOnly({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, isLoading, error, retry } = useAuth();
  if (isLoading) return <PageFallback />;
  if (error) return <AuthErrorScreen onRetry={retry} />;
  if (!user) return <SignInPrompt />;
  if (user.status !== "approved") return <AccountStatusScreen user={user} />;
  return children(user);
}

/** Titles of the screens that later releases build (spec part 1 §2 route table). */
const productScreens: Record<
  | Exclude<
      (typeof approvedPaths)[number],
      | "/settings"
      | "/admin"
      | "/survey"
      | "/survey-responses"
      | "/personality-report"
      | "/profile-setup"
      | "/search-profiles"
      | "/manage-requests"
      | "/requests"
    >
  | "/compatibility-report/:userId",
  string
> = {
  "/find-matches": "Find Compatible Matches",
  "/profile-selection": "Profile Selection",
  "/compatibility-report/:userId": "Compatibility Report",
};

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <NavigationEffects />
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/guest-survey" element={<GuestSurveyPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/methodology" element={<MethodologyPage />} />
        <Route path="/shared-report/:shareToken" element={<SharedReportScreen />} />
        <Route
          path="/admin"
          element={<ApprovedOnly>{(user) => <AdminScreen user={user} />}</ApprovedOnly>}
        />
        <Route
          path="/settings"
          element={<ApprovedOnly>{(user) => <SettingsScreen user={user} />}</ApprovedOnly>}
        />
        <Route path="/survey" element={<ApprovedOnly>{() => <SurveyScreen />}</ApprovedOnly>} />
        <Route
          path="/personality-report"
          element={<ApprovedOnly>{() => <PersonalityReportScreen />}</ApprovedOnly>}
        />
        <Route
          path="/survey-responses"
          element={<ApprovedOnly>{(user) => <SurveyReviewScreen user={user} />}</ApprovedOnly>}
        />
        <Route
          path="/profile-setup"
          element={<ApprovedOnly>{(user) => <ProfileSetupScreen user={user} />}</ApprovedOnly>}
        />
        <Route
          path="/search-profiles"
          element={<ApprovedOnly>{(user) => <SearchProfilesScreen user={user} />}</ApprovedOnly>}
        />
        <Route
          path="/manage-requests"
          element={<ApprovedOnly>{(user) => <ManageRequestsScreen user={user} />}</ApprovedOnly>}
        />
        <Route
          path="/requests"
          element={<ApprovedOnly>{(user) => <ReviewRequestsScreen user={user} />}</ApprovedOnly>}
        />
        {Object.entries(productScreens).map(([path, title]) => (
          <Route
            key={path}
            path={path}
            element={<ApprovedOnly>{() => <ComingLaterScreen title={title} />}</ApprovedOnly>}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
