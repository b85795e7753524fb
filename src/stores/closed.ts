// Closed for good (ADR 045): how long a permanently closed store's page stays, in one home. Until
// then the page says 'Permanently closed' (noindex); afterwards its address answers 410 Gone.
export const CLOSED_PAGE_DAYS = 90;

const DAY_MS = 86_400_000;

/** The day the closed page goes and the address starts answering 410. */
export const closedPageEndsAt = (closedAt: Date): Date => new Date(closedAt.getTime() + CLOSED_PAGE_DAYS * DAY_MS);
