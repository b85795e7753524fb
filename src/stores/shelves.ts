// How many stores the home page's shelves show: the built page and GET /api/grocery-stores/featured
// and /recent read the same numbers, so the page and the API never disagree.
export const FEATURED_LIMIT = 6;
export const RECENT_LIMIT = 8;
