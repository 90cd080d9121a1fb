import { lazy } from "react";

/**
 * Every screen is its own chunk, so the landing page loads only what it needs. During
 * hydration React keeps the server HTML of a screen until its chunk has arrived.
 */
export const LandingPage = lazy(() => import("@web/features/pages/landing"));
export const FaqPage = lazy(() => import("@web/features/pages/faq"));
export const PrivacyPolicyPage = lazy(() => import("@web/features/pages/privacy-policy"));
export const TermsPage = lazy(() => import("@web/features/pages/terms"));
export const ContactPage = lazy(() => import("@web/features/pages/contact"));
export const MethodologyPage = lazy(() => import("@web/features/pages/methodology"));
export const GuestSurveyPage = lazy(() => import("@web/features/pages/guest-survey"));
export const NotFoundPage = lazy(() => import("@web/features/pages/not-found"));

export const AccountStatusScreen = lazy(() =>
  import("@web/features/auth/account-status").then((m) => ({ default: m.AccountStatusScreen })),
);
export const SignInPrompt = lazy(() =>
  import("@web/features/auth/sign-in-prompt").then((m) => ({ default: m.SignInPrompt })),
);
export const AuthErrorScreen = lazy(() =>
  import("@web/features/auth/auth-error").then((m) => ({ default: m.AuthErrorScreen })),
);
export const HomeScreen = lazy(() =>
  import("@web/features/dashboard/home").then((m) => ({ default: m.HomeScreen })),
);
export const AdminScreen = lazy(() =>
  import("@web/features/admin/admin-screen").then((m) => ({ default: m.AdminScreen })),
);
export const SettingsScreen = lazy(() =>
  import("@web/features/account/settings-screen").then((m) => ({ default: m.SettingsScreen })),
);
export const SurveyScreen = lazy(() =>
  import("@web/features/survey/survey-screen").then((m) => ({ default: m.SurveyScreen })),
);
export const SurveyReviewScreen = lazy(() =>
  import("@web/features/survey/review/survey-review-screen").then((m) => ({
    default: m.SurveyReviewScreen,
  })),
);
export const ComingLaterScreen = lazy(() =>
  import("./coming-later").then((m) => ({ default: m.ComingLaterScreen })),
);
export const PersonalityReportScreen = lazy(() =>
  import("@web/features/report/report-screen").then((m) => ({
    default: m.PersonalityReportScreen,
  })),
);
export const SharedReportScreen = lazy(() =>
  import("@web/features/sharing/shared-report-screen").then((m) => ({
    default: m.SharedReportScreen,
  })),
);
export const ProfileSetupScreen = lazy(() => import("@web/features/profile/profile-setup-screen"));
export const SearchProfilesScreen = lazy(() => import("@web/features/search/search-screen"));
export const ManageRequestsScreen = lazy(
  () => import("@web/features/requests/manage-requests-screen"),
);
export const ReviewRequestsScreen = lazy(
  () => import("@web/features/requests/review-requests-screen"),
);
