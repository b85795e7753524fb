// The town a ZIP code belongs to, from offline data: listing a store never calls outside services.
import zipcodes from "zipcodes";

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function placeForZip(zipCode: string): ZipPlace | null {
  const record = zipcodes.lookup(zipCode.slice(0, 5));
  if (!record || record.country !== "US" || !/^[A-Z]{2}$/.test(record.state)) return null;
  return {
    zip: record.zip,
    city: record.city,
    state: record.state,
    latitude: record.latitude,
    longitude: record.longitude,
  };
}
