// The three CSV layouts USDA has published SNAP retailers in, told apart by their header (ADR 017).
export type SnapLayoutName = "historical-locator" | "retailer-location" | "store-locations";

/** One input row in the layout-free shape the rules read; every field is the raw text, maybe "". */
export interface SnapRawRow {
  record: string;
  name: string;
  storeType: string;
  street: string;
  additional: string;
  city: string;
  state: string;
  zip: string;
  zip4: string;
  latitude: string;
  longitude: string;
  authorizedOn: string;
  endedOn: string;
}

type Columns = { [K in keyof SnapRawRow]?: string[] } & { streetNumber?: string[] };

interface Layout {
  name: SnapLayoutName;
  /** Header keys (lower case, letters and digits only) that identify the layout. */
  requires: string[];
  columns: Columns;
}

const LAYOUTS: Layout[] = [
  {
    // "Historical SNAP Retailer Locator Data" (snap-retailer-locator-data2005-2025.zip)
    name: "historical-locator",
    requires: ["recordid", "storename", "streetnumber", "streetname", "authorizationdate"],
    columns: {
      record: ["recordid"],
      name: ["storename"],
      storeType: ["storetype"],
      streetNumber: ["streetnumber"],
      street: ["streetname"],
      additional: ["additionaladdress"],
      city: ["city"],
      state: ["state"],
      zip: ["zipcode"],
      zip4: ["zip4"],
      latitude: ["latitude"],
      longitude: ["longitude"],
      authorizedOn: ["authorizationdate"],
      endedOn: ["enddate"],
    },
  },
  {
    // "SNAP Retailer Location data" export (USDA spells "Additonal")
    name: "retailer-location",
    requires: ["recordid", "storename", "storestreetaddress"],
    columns: {
      record: ["recordid"],
      name: ["storename"],
      storeType: ["storetype"],
      street: ["storestreetaddress"],
      additional: ["additonaladdress", "additionaladdress"],
      city: ["city"],
      state: ["state"],
      zip: ["zipcode"],
      zip4: ["zip4"],
      latitude: ["latitude", "y"],
      longitude: ["longitude", "x"],
    },
  },
  {
    // older "SNAP Store Locations" export
    name: "store-locations",
    requires: ["storename", "address", "zip5"],
    columns: {
      record: ["objectid", "fid"],
      name: ["storename"],
      street: ["address"],
      additional: ["addressline2", "address2"],
      city: ["city"],
      state: ["state"],
      zip: ["zip5"],
      zip4: ["zip4"],
      latitude: ["latitude", "y"],
      longitude: ["longitude", "x"],
    },
  },
];

export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface DetectedLayout {
  name: SnapLayoutName;
  width: number;
  /** Whether its record column is USDA's Record ID (the old export has only its own row ids). */
  hasRecordIds: boolean;
  /** Reads one data row of this layout; `line` names rows that have no record id of their own. */
  read: (fields: string[], line: number) => SnapRawRow;
}

export function detectLayout(header: string[]): DetectedLayout | null {
  const keys = header.map(headerKey);
  const layout = LAYOUTS.find((l) => l.requires.every((key) => keys.includes(key)));
  if (!layout) return null;
  const index = (names: string[] | undefined) => {
    for (const name of names ?? []) {
      const i = keys.indexOf(name);
      if (i >= 0) return i;
    }
    return -1;
  };
  // Each field's column as a plain property, worked out once: a national file has 700,000 rows.
  const columns = layout.columns;
  const at = {
    record: index(columns.record),
    name: index(columns.name),
    storeType: index(columns.storeType),
    streetNumber: index(columns.streetNumber),
    street: index(columns.street),
    additional: index(columns.additional),
    city: index(columns.city),
    state: index(columns.state),
    zip: index(columns.zip),
    zip4: index(columns.zip4),
    latitude: index(columns.latitude),
    longitude: index(columns.longitude),
    authorizedOn: index(columns.authorizedOn),
    endedOn: index(columns.endedOn),
  };
  const get = (fields: string[], column: number) => (column >= 0 ? (fields[column] ?? "") : "");
  return {
    name: layout.name,
    width: header.length,
    hasRecordIds: layout.name !== "store-locations",
    read: (fields, line) => {
      // The street number and name, either one alone, or "".
      const number = get(fields, at.streetNumber);
      const streetName = get(fields, at.street);
      const hasNumber = number.trim() !== "";
      const hasName = streetName.trim() !== "";
      return {
        record: get(fields, at.record).trim() || `line ${line}`,
        name: get(fields, at.name),
        storeType: get(fields, at.storeType),
        street: hasNumber && hasName ? `${number} ${streetName}` : hasNumber ? number : hasName ? streetName : "",
        additional: get(fields, at.additional),
        city: get(fields, at.city),
        state: get(fields, at.state),
        zip: get(fields, at.zip),
        zip4: get(fields, at.zip4),
        latitude: get(fields, at.latitude),
        longitude: get(fields, at.longitude),
        authorizedOn: get(fields, at.authorizedOn),
        endedOn: get(fields, at.endedOn),
      };
    },
  };
}

export const KNOWN_HEADERS = [
  "Record ID,Store Name,Store Type,Street Number,Street Name,Additional Address,City,State,Zip Code,Zip4,County,Latitude,Longitude,Authorization Date,End Date",
  "X,Y,Record_ID,Store_Name,Store_Street_Address,Additonal_Address,City,State,Zip_Code,Zip4,County,Store_Type,Latitude,Longitude,...",
  "X,Y,Store_Name,Address,Address_Line__2,City,State,Zip5,County,Longitude,Latitude,ObjectId",
];
