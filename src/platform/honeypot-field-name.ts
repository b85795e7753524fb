// The spam trap's field name, apart from its schema (honeypot.ts) so that the form fields every
// island shares (islands/shared/form-fields.tsx) do not pull zod into a page's JavaScript.
export const HONEYPOT_FIELD = "nectar";
