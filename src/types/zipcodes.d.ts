// The parts of the untyped `zipcodes` package (offline US ZIP data) that the product uses.
declare module "zipcodes" {
  export interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipRecord | undefined;
  const zipcodes: { lookup: typeof lookup; codes: Record<string, ZipRecord> };
  export default zipcodes;
}
