// The listing and claim forms' spam trap. Its name must be one no browser autofill recognises: the
// first trap was called 'company', autofill filled it with the owner's business name, and real
// submissions were refused as automated. A filled trap is refused; an unknown key such as an old
// page's 'company' is dropped by the schemas like any other.
import { text } from "./text.ts";

export { HONEYPOT_FIELD } from "./honeypot-field-name.ts";

export const honeypotField = text().max(200).optional();
