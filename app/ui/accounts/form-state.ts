/** Shared look of the accounts forms (buttons: #app/ui/button). */
export const inputClass =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand focus:outline-2 focus:outline-brand/30";
export const labelClass = "block text-sm font-medium text-stone-700";
export const cardClass = "rounded-2xl border border-stone-200 bg-white p-5 sm:p-6";
