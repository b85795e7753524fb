// The frame every e-mail shares: the product's name, the message, and how to reach us.
import { env } from "./env.server.ts";
import { SITE_NAME } from "../site/site.ts";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface MailContent {
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Further pages the mail leads to, as plain links under the button (e.g. an owner's editor). */
  links?: { label: string; url: string }[];
  /** Newsletter mail: a one-click way out, in the body as well as in the List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

export function renderMail({ paragraphs, action, links = [], unsubscribeUrl }: MailContent): {
  text: string;
  html: string;
} {
  const contact = env().CONTACT_EMAIL;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...links.map((link) => `${link.label}: ${link.url}`),
    `${SITE_NAME} · questions: ${contact}`,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2a20;background:#fbf7ee;padding:24px">
<div style="max-width:560px;margin:auto;background:#fffdf8;border:1px solid #e6d9bd;border-radius:16px;padding:24px">
<p style="font-weight:700;color:#1d5128;margin-top:0">${escapeHtml(SITE_NAME)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#256832;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` : ""}
${links.map((link) => `<p><a href="${escapeHtml(link.url)}" style="color:#1d5128;font-weight:600">${escapeHtml(link.label)}</a></p>`).join("\n")}
<p style="font-size:13px;color:#55615a">Questions? Write to <a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>.</p>
${unsubscribeUrl ? `<p style="font-size:13px;color:#55615a"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>` : ""}
</div></body></html>`;
  return { text, html };
}
