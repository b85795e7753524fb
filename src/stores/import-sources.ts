// The values of grocery_stores.data_source: which import added a store (null: listed on the site).
// One home, read by the imports that write them and the /data page that counts them.
export const SNAP_SOURCE = "usda-snap";
export const OSM_SOURCE = "osm";
