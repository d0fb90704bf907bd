import { useLoadedData } from "../data";

/** What a contact form shows after a submission the server answered (no-JavaScript path). */
export interface ContactFormState {
  blockId: string;
  status: "success" | "error";
  /** The success text, or the error for the whole form. */
  message: string;
  /** What the visitor entered, kept on an error. */
  values: Record<string, string>;
  /** Field name → German message. */
  errors: Record<string, string>;
}

/** The contact forms' render-time data (their loader, data.server.ts). Plain JSON: it travels as island props. */
export interface ContactFormData {
  /** The page the forms are on: they send its id with their block id. */
  pageId: string;
  /** Each form's signed render time, by block id. */
  tokens: Record<string, string>;
  /** The answer to a post without JavaScript, for the form that was sent. */
  answer?: ContactFormState;
}

/** The loaded data of the page's contact forms (undefined in the editor and without a loader run). */
export function useContactFormData(): ContactFormData | undefined {
  return useLoadedData<ContactFormData>("contact-form");
}
