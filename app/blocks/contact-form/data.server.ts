import type { BlockDataLoader } from "../data-registry.server";
import type { ContactFormData, ContactFormState } from "./form-data";

/**
 * What the contact forms of a page need at render time: the page id they send back, each form's
 * signed render time (its token), and the answer to a post without JavaScript for the form that
 * was sent.
 */
export const loader: BlockDataLoader<ContactFormData> = async ({ blocks, pageId, formToken, answer }) => ({
  pageId: pageId ?? "",
  tokens: formToken ? Object.fromEntries(blocks.map((b) => [b.id, formToken(b.id)])) : {},
  ...(answer && blocks.some((b) => b.id === answer.blockId) ? { answer: answer as ContactFormState } : {}),
});
