/**
 * The survey screens' user-facing words (spec part 2, sections 2, 5, 8). Exact spec texts are
 * marked; the rest fill what the spec leaves open.
 */
import type { ToastOptions } from "@web/lib/toast";

export const saveFailedToast: ToastOptions = {
  title: "Save Failed",
  description: "Your response couldn't be saved. Please try again.",
  variant: "destructive",
};

export const submitFailedToast: ToastOptions = {
  title: "Error",
  description: "Failed to submit survey. Please try again.",
  variant: "destructive",
};

export const surveyCompletedToast: ToastOptions = {
  title: "Survey Completed!",
  description: "Your personality report is being generated...",
};

export function typingLockToast(direction: "next" | "previous"): ToastOptions {
  return {
    title: "Please finish typing",
    description:
      direction === "next"
        ? "Complete your text response before proceeding to the next question."
        : "Complete your text response before going back.",
  };
}

/** Not in the spec: Next on the last question while an earlier visible one is unanswered. */
export const unansweredToast: ToastOptions = {
  title: "Almost there",
  description: "Please answer this question too, then you can finish the survey.",
};

export const reviewSavedToast: ToastOptions = {
  title: "Response Updated",
  description: "Your answer has been saved successfully.",
};

export const reviewSaveFailedToast: ToastOptions = {
  title: "Save Failed",
  description: "Failed to save your response. Please try again.",
  variant: "destructive",
};

export const reportUpdatedToast: ToastOptions = {
  title: "Report Updated Successfully",
  description: "Your personality report has been regenerated with your changes.",
};

export const reportUpdateFailedToast: ToastOptions = {
  title: "Update Failed",
  description: "Failed to regenerate your report. Please try again.",
  variant: "destructive",
};
