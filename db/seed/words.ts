// Word lists for the sample stores. Names are deliberately generic: surnames and words that no
// grocery chain trades under (checked against the big US chains: no Smith's, Martin's, Harmons,
// Jensen's, Kowalski's, Coborn's, "Fresh Market", "Neighborhood Market", "County Market", ...).
// Lists are "|"-separated strings so they stay compact under the formatter.

const list = (words: string) => words.split("|");
export const SURNAMES = list(
  "Hansen|Olsen|Martinez|Nguyen|Schmidt|Johnson|Larson|Okafor|Becker|Lindqvist|Romero|Fitzgerald|Brennan" +
    "|Delgado|Hoffman|Sorensen|Whitaker|Gallagher|Novak|Castillo|Bauer|Mueller|Abernathy|Kim|Haddad|Petersen" +
    "|Dvorak|Morales|Quinlan|Ostrowski|Halvorsen|Tran|Mendoza|Caldwell|Baptiste|Lindgren|Esposito|Yazzie" +
    "|Kaufman|Reyes|Sato|Fontaine|McAllister|Iverson",
);
export const FIRST_NAMES = list(
  "Anna|Ben|Carmen|David|Elena|Frank|Grace|Hector|Ingrid|James|Keiko|Luis|Maria|Nate|Olivia|Paul|Rosa|Sam" +
    "|Tina|Victor|Wendy|Amir|Joyce|Darnell|Mei|Tomas|Ruth|Kwame|Lena|Marcus",
);
export const NATURE_WORDS = list(
  "Prairie|Cedar Creek|Maple Leaf|Oak Hollow|River Valley|Bluestem|Willow Bend|Pine Ridge|Silver Lake" +
    "|Stone Mill|Clover Field|Wildflower|Hilltop|Lakeside|Meadowlark|Juniper|Birch Grove|Red Cedar|Elm Street" +
    "|Aspen",
);
export const PLACE_WORDS = list(
  "Main Street|Depot Street|Mill Street|Courthouse Square|Old Town|Town Square|Riverside|Northside" +
    "|Southside|Eastside|Westside|Uptown",
);
export const SMALL_WORDS = list("Little|Corner|Village|Hometown|Friendly");
export const MERCADO_NAMES = list("El Sol|Los Amigos|La Esperanza|San Miguel|Las Palmas|El Valle");
export const ASIAN_MARKET_NAMES = list("Golden Lotus|Jade Garden|Lucky Star|Bamboo|Silk Road|Pearl River");
export const STREET_NAMES = list(
  "Main|Oak|Maple|Elm|Pine|Cedar|Walnut|Washington|Lincoln|Jefferson|Park|Lake|Hill|Church|Mill|Center" +
    "|Market|Water|Front|Railroad|Depot|Highland|Prairie|River|College|2nd|3rd|4th|5th|Franklin|Grant|Spring",
);

export const STREET_SUFFIXES = ["St", "St", "Ave", "Ave", "Rd", "Blvd", "Dr", "Ln"];
export const STREET_PREFIXES = ["", "", "", "N ", "S ", "E ", "W "];

export const HOURS = [
  "Mon-Sat 8:00 AM - 8:00 PM, Sun 9:00 AM - 6:00 PM",
  "Daily 7:00 AM - 10:00 PM",
  "Mon-Fri 8:00 AM - 7:00 PM, Sat 8:00 AM - 6:00 PM, Sun closed",
  "Daily 6:00 AM - 11:00 PM",
  "Mon-Sat 9:00 AM - 7:00 PM, Sun 10:00 AM - 5:00 PM",
  "Tue-Sun 8:00 AM - 6:00 PM, Mon closed",
  "Mon-Sat 7:00 AM - 9:00 PM, Sun 8:00 AM - 8:00 PM",
];

// One real area code per state; 555-0100 to 555-0199 is reserved for fiction in every area code.
export const AREA_CODES: Record<string, number> = Object.fromEntries(
  (
    "AL205 AK907 AZ928 AR870 CA707 CO970 CT860 DE302 FL863 GA706 HI808 ID208 IL217 IN812 IA319 KS620 " +
    "KY606 LA337 ME207 MD301 MA413 MI906 MN507 MS662 MO573 MT406 NE308 NV775 NH603 NJ609 NM575 NY518 " +
    "NC828 ND701 OH740 OK580 OR541 PA814 RI401 SC864 SD605 TN931 TX254 UT435 VT802 VA540 WA509 WV304 " +
    "WI715 WY307"
  )
    .split(" ")
    .map((code) => [code.slice(0, 2), Number(code.slice(2))]),
);

export const STORE_IMAGES = ["storefront", "produce-crate", "shopping-basket"].map((f) => `/images/stores/${f}.svg`);

/** Amenity flags with how often a sample store has each, and how a description mentions it. */
export const AMENITIES = [
  { key: "hasParking", p: 0.8, phrase: "free parking" },
  { key: "hasWifi", p: 0.3, phrase: "free Wi-Fi" },
  { key: "petFriendly", p: 0.15, phrase: "a pet-friendly policy" },
  { key: "hasLocalProduce", p: 0.6, phrase: "produce from nearby farms" },
  { key: "hasPreparedFoods", p: 0.45, phrase: "a deli with prepared foods" },
  { key: "hasOrganicOfferings", p: 0.5, phrase: "organic options" },
  { key: "acceptsSnap", p: 0.7, phrase: "SNAP/EBT acceptance" },
] as const;

export type AmenityKey = (typeof AMENITIES)[number]["key"];
