// Names and copy that more than one page uses, kept in one place so they never drift apart.
export const SITE_NAME = "Small Town Grocers";

export const SITE_DESCRIPTION =
  "The public directory of independent grocery stores in small-town America, town by town.";

/** Social preview image under public/, 1200x630. */
export const DEFAULT_OG_IMAGE = "/og-image.jpg";
