/**
 * Hindi names of cities, by GeoNames id, where `hindiName`'s rule cannot find the Hindi spelling
 * among GeoNames' alternate names: it is not there (गया, इंदौर), GeoNames gives only a Marathi,
 * Sanskrit or district form (सोलापूर, गान्धीनगरम्, कोरबा जिला), or the Latin name sounds closer to
 * another spelling (Nashik: नाशिक, Morena: मोरेना). Data, not logic. Source: the names used by the
 * Hindi Wikipedia (hi.wikipedia.org) articles on these cities and the Hindi press, checked
 * 2026-11-29; a nasal before a consonant is written with the anusvara (इंदौर, not इन्दौर), as the
 * Central Hindi Directorate's standard spelling does and as `hindiName` prefers.
 * A name here is searchable too (cityKeys).
 */
export const HINDI_NAMES: Readonly<Record<number, string>> = {
  1253102: "विशाखापत्तनम", // Visakhapatnam; GeoNames' nearest: विशाखापट्टणम (Marathi)
  1256436: "सोलापुर", // Solapur; GeoNames: सोलापूर (Marathi)
  1256523: "शिलांग", // Shillong; GeoNames' nearest: शिलोंग
  1259005: "रायगढ़", // Raigarh, Chhattisgarh; GeoNames: रायगढ (no nukta)
  1259166: "पूर्णिया", // Purnia; GeoNames' nearest: पुर्णिया
  1259425: "पुदुचेरी", // Puducherry; GeoNames: पॉण्डिचेरी (the old name)
  1261731: "नासिक", // Nashik; GeoNames' nearest: नाशिक (Marathi)
  1262330: "मुज़फ़्फ़रपुर", // Muzaffarpur; no Devanagari name in GeoNames
  1262771: "मुरैना", // Morena; GeoNames' nearest: मोरेना
  1266122: "कोरबा", // Korba; GeoNames: कोरबा जिला (the district)
  1267031: "खंडवा", // Khandwa; GeoNames' nearest: खन्द्वा
  1269743: "इंदौर", // Indore; GeoNames' nearest: इन्दोर
  1271439: "गया", // Gaya; no Devanagari name in GeoNames
  1271715: "गांधीनगर", // Gandhinagar; GeoNames: गान्धीनगरम् (Sanskrit)
  1272237: "दुमका", // Dumka; GeoNames lists डुमका first, and "d" can be either
  1277333: "बेंगलुरु", // Bengaluru; GeoNames' nearest: बेङ्गलूरु
};
