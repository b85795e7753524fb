// What the page a mailed link opens says (ADR 057): the link's GET only shows it, its button acts.
// Shared by the built page (src/pages/mail-link/[action].astro) and the plain page a function
// answers with when the site cannot serve the built one.

export const LINK_PAGE_ACTIONS = ["confirm-subscription", "confirm-claim", "unsubscribe"] as const;
export type LinkPageAction = (typeof LINK_PAGE_ACTIONS)[number];

export interface LinkPageText {
  eyebrow: string;
  title: string;
  lead: string;
  button: string;
}

// Why a button at all: mail programs open links to check them, and that must not act for anyone.
const WHY = "We ask for this press so that a mail program checking the link cannot do it for you.";

export const LINK_PAGES: Record<LinkPageAction, LinkPageText> = {
  "confirm-subscription": {
    eyebrow: "Newsletter",
    title: "Confirm your subscription",
    lead: `Press the button to start your weekly e-mail from Small Town Grocers. ${WHY}`,
    button: "Confirm my subscription",
  },
  "confirm-claim": {
    eyebrow: "Claim your business",
    title: "Confirm your claim",
    lead: `Press the button to confirm that this e-mail address is yours; we then review your claim. ${WHY}`,
    button: "Confirm my claim",
  },
  unsubscribe: {
    eyebrow: "Newsletter",
    title: "Unsubscribe from our newsletter?",
    lead: `Press the button and we won't send you any more newsletters. ${WHY}`,
    button: "Unsubscribe",
  },
};

/** Where the built page for an action lives; only the function that owns the link serves it. */
export const linkPagePath = (action: LinkPageAction) => `/mail-link/${action}/`;
