import type { Items, Names } from '../statement-items';

/*
 * How precise a location a sentence describes. A country, city or postcode guessed from an IP
 * address is location data, but not a precise position: it shows roughly where you are, not where
 * you live and go, and the report says which it is (the location finding, the location flag and the
 * TL;DR read it from here).
 */

/** A position from the device itself (GPS, Wi-Fi, cell towers) or said to be precise. */
export const PRECISE_LOCATION =
  /\b(?:precise|exact|gps|satellite|latitude|longitude|real[- ]time|wi-?fi|cell(?:ular)? towers?|bluetooth)\b/;

/**
 * A coarse location, in four wordings: named as such ("your general location (your country or city
 * area)", "generalized geographic location", "city-level"); worked out from the IP address ("the
 * IP address from which your location can be inferred", "a location derived from your IP address");
 * geographic information whose examples are all coarse places ("geographical information (e.g.,
 * city, state, zip code)"); or one of the details a web browser sends with every visit ("information
 * your web browser makes available, such as your browser type ... and your geographic location").
 */
export const COARSE_LOCATION = new RegExp(
  [
    String.raw`\b(?:general|generali[sz]ed|approximate|rough|coarse|broad)\s+(?:geographic(?:al)?\s+)?location\b|\b(?:country|city|region|state|zip code|postal code)[- ]level\b`,
    String.raw`\bip address(?:es)?,? (?:from which|which (?:can|may) (?:be used to )?(?:infer|indicate|reveal|estimate))\b[^.]{0,60}\blocation\b`,
    String.raw`\blocation\b[^.]{0,60}\b(?:inferred|derived|estimated|approximated|deduced|worked out|determined)\b (?:\w+ ){0,2}from (?:your |the |an |their )?ip address`,
    String.raw`\bgeographic(?:al)? (?:location|information|area|data)\s*\((?:e\.g\.,?\s*|such as\s*|i\.e\.,?\s*|your\s+)?(?:city|state|country|region|zip|postal|area code|time ?zone)\b`,
    String.raw`\b(?:your |the )?(?:web )?browser (?:\w+ ){0,2}(?:makes? available|sends?|transmits?|provides?)\b[^.]*\b(?:geographic(?:al)? )?location\b`,
  ].join('|'),
);

/** The coarse places a sentence names, as the location finding and flag say them. */
export const COARSE_PLACES: Items = [
  [/\bcountry\b/, 'country'],
  [/\b(?:city|town)\b/, 'city'],
  [/\b(?:region|state)\b/, 'region'],
  [/\b(?:zip|postal) codes?\b/, 'postcode'],
];

/** The IP address named as where the location comes from. */
export const FROM_IP_ADDRESS =
  /\b(?:from|using|via|based on|through|by|associated with|derived from|inferred from) (?:your |the |an |their )?ip address|\bip[- ](?:based|geolocation)|\bip address(?:es)?,? (?:from which|which (?:can|may) (?:be used to )?(?:infer|indicate|reveal|estimate))\b/;

/** A coarse location and nothing precise: what an IP address or a browser tells. */
export const isCoarseLocation = (names: Names): boolean => !names(PRECISE_LOCATION) && names(COARSE_LOCATION);
