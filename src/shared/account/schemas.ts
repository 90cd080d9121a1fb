import { z } from "zod";

/** Spec part 1, section 5: the typed deletion phrase, case-sensitive. */
export const DELETE_CONFIRMATION_PHRASE = "DELETE MY ACCOUNT";
export const DELETE_CONFIRMATION_MESSAGE = `Please type "${DELETE_CONFIRMATION_PHRASE}" exactly as shown.`;

export const DeleteAccountSchema = z
  .object({
    confirmationText: z
      .string()
      .refine((v) => v === DELETE_CONFIRMATION_PHRASE, DELETE_CONFIRMATION_MESSAGE),
  })
  .strict();
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
