// The e-mails of suggested edits (ADR 045): the suggester hears a rejection (only when they left an
// address), and a claimed store's verified owner is asked to confirm or correct what a shopper said.
import { env } from "../platform/env.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail } from "../platform/send-mail.server.ts";
import { ownerEditAction } from "../owners/edit-link.server.ts";
import { storeHref } from "../stores/store-view.ts";
import { SUGGESTION_KIND_LABELS, type SuggestionKind } from "./suggestion-schema.ts";

interface MailStore {
  id: string;
  slug: string;
  name: string;
  cityName: string;
  citySlug: string;
  state: string;
}

const pageLink = (store: MailStore) => ({ label: "See the store's page", url: `${env().SITE_URL}${storeHref(store)}` });

export async function mailRejection(to: string, store: MailStore, kind: SuggestionKind, reason: string | null) {
  const content = renderMail({
    paragraphs: [
      `Thank you for your suggestion about ${store.name} in ${store.cityName}, ${store.state}: "${SUGGESTION_KIND_LABELS[kind]}".`,
      "We checked it and are leaving the listing as it is.",
      ...(reason ? [`Why: ${reason}`] : []),
      "Reply to this message if you can tell us more.",
    ],
    links: [pageLink(store)],
  });
  await sendMail({ to, subject: `Your suggestion about ${store.name}`, ...content });
}

export async function mailOwnerQuestion(to: string, store: MailStore, kind: SuggestionKind, note: string | null) {
  const content = renderMail({
    paragraphs: [
      `A shopper suggested a change to your listing of ${store.name} in ${store.cityName}, ${store.state}: "${SUGGESTION_KIND_LABELS[kind]}".`,
      ...(note ? [`Their note: ${note}`] : []),
      "Please open your listing editor: it shows the suggestion. Correct the listing there, or save it unchanged to confirm it is right.",
    ],
    action: ownerEditAction(store.id),
    links: [pageLink(store)],
  });
  await sendMail({ to, subject: `Is your listing of ${store.name} right?`, ...content });
}
