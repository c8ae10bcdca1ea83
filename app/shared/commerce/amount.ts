/** Amounts typed by a person: "500", "500.5", "₹1,25,000.00" → integer paise; null when not an amount of rupees. */
export function rupeesToPaise(text: string): number | null {
  const clean = text.replace(/[,\s₹]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
