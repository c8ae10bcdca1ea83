/**
 * The CSV template offered on the import screen: every column (rows.ts COLUMNS) and two example
 * clients — one with her birth place named (found in the gazetteer), one with a spouse's Kundli
 * given by coordinates and zone. docs/client-import-export.md explains each column.
 */
import { toCsv } from "#app/shared/csv";
import { COLUMNS, type Column } from "./rows";

const EXAMPLES: Partial<Record<Column, string>>[] = [
  {
    client_key: "1",
    name: "Asha Verma",
    name_hi: "आशा वर्मा",
    phone: "+91 98765 43210",
    city: "Varanasi",
    tags: "family, VIP",
    relation: "self",
    gender: "female",
    date: "1990-01-15",
    time: "12:05",
    place: "Varanasi",
    state: "Uttar Pradesh",
    country: "IN",
  },
  {
    client_key: "2",
    name: "Ram Sharma",
    phone: "+91 91234 56789",
    city: "Jaipur",
    tags: "matrimony",
    relation: "self",
    gender: "male",
    date: "15/08/1985",
    time: "6:30 PM",
    place: "Jaipur",
    country: "IN",
  },
  {
    client_key: "2",
    relation: "spouse",
    kundli_name: "Sita Sharma",
    gender: "female",
    date: "1988-03-02",
    time: "07:45:00",
    place: "Ajmer",
    latitude: "26.4499",
    longitude: "74.6399",
    timezone: "Asia/Kolkata",
  },
];

export const TEMPLATE_CSV = toCsv([[...COLUMNS], ...EXAMPLES.map((row) => COLUMNS.map((c) => row[c] ?? ""))]);
