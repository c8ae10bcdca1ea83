/** Shared look of the accounts forms. */
export const inputClass =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand focus:outline-2 focus:outline-brand/30";
export const labelClass = "block text-sm font-medium text-stone-700";
export const primaryButton =
  "inline-flex items-center justify-center rounded-xl bg-brand-strong px-4 py-2.5 font-semibold text-white hover:bg-brand-stronger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand";
/** A button that removes or deletes something: red, so it does not look like the others. */
export const dangerButton =
  "inline-flex items-center justify-center rounded-xl border border-red-200 bg-white px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60";
export const cardClass = "rounded-2xl border border-stone-200 bg-white p-5 sm:p-6";
