// GET /api/admin/newsletter/preview?citySlug=|state= - next digest of any town or state:
//   { empty: true, areaLabel } or { empty: false, subject, text, htmlUrl }
// GET ...&format=html - the HTML part itself, opened by the admin in a new tab; its own CSP lets the
//   mail's inline styles and the site's thumbnails show, and still runs no script.
import { admin } from "../src/admin/admin-handler.server.ts";
import { newsletterAreaSchema } from "../src/newsletter/area.ts";
import { previewDigest } from "../src/newsletter/digest/preview.server.ts";
import { resolveArea } from "../src/newsletter/resolve-area.server.ts";
import { ApiError, notFound } from "../src/platform/errors.server.ts";
import { handle } from "../src/platform/handler.server.ts";

export default handle({
  GET: admin({
    run: async (db, { searchParams: params }) => {
      const area = await resolveArea(
        db,
        newsletterAreaSchema.parse({
          citySlug: params.get("citySlug") ?? undefined,
          state: params.get("state") ?? undefined,
        }),
      );
      if (!area) throw new ApiError("validation_failed", "Choose a town or a state to preview.");
      const preview = await previewDigest(db, area.cityId !== null ? { cityId: area.cityId } : { state: area.state! });
      if (!preview) throw notFound("That town is not on the site.");
      if (params.get("format") === "html") {
        if (preview.empty) throw notFound(`Nothing new in ${preview.areaLabel} this week: no digest would be sent.`);
        return new Response(preview.html, {
          headers: {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "no-store",
            "content-security-policy":
              "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
          },
        });
      }
      if (preview.empty) return preview;
      params.set("format", "html");
      const { subject, text } = preview;
      return { empty: false, subject, text, htmlUrl: `/api/admin/newsletter/preview?${params}` };
    },
  }),
});

export const config = { path: "/api/admin/newsletter/preview" };
