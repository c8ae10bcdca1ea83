/**
 * The one button look of every screen (docs/decisions/0030). `buttonVariants()` gives the class
 * string, for a <Link> or <a> that looks like a button; `Button` is a <button> with it.
 *
 * The classes go through tailwind-merge, so a class a caller adds replaces the variant's class of
 * the same kind instead of fighting it in the stylesheet's order: `text-red-700` on a secondary
 * button is red, not the variant's grey.
 */
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { twMerge } from "tailwind-merge";

const button = cva(
  "inline-flex items-center justify-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60",
  {
    variants: {
      variant: {
        /** The screen's main action: a filled saffron button (white on the deep shade passes AA). */
        primary: "bg-brand-strong text-white hover:bg-brand-stronger",
        secondary: "border border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
        /** Removes or deletes something: red, so it does not look like the others. */
        danger: "border border-red-200 bg-white text-red-700 hover:bg-red-50",
      },
      size: {
        /** The signed-in screens' secondary actions. */
        sm: "rounded-xl px-3 py-2 text-sm",
        /** The signed-in screens' main action. */
        md: "rounded-xl px-4 py-2.5",
        /** The public pages' calls to action: a larger pill. */
        lg: "gap-2 rounded-full px-5 py-3 text-base transition disabled:cursor-not-allowed",
      },
    },
    compoundVariants: [
      { variant: "primary", size: "lg", class: "shadow-sm" },
      {
        variant: "secondary",
        size: "lg",
        class: "text-stone-800 hover:border-brand hover:bg-white hover:text-stone-950",
      },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof button>;

/** The class string of a button of this variant and size, with `className` merged over it. */
export function buttonVariants({ className, ...variants }: ButtonVariants & { className?: string } = {}): string {
  return twMerge(button({ ...variants, className }));
}

export function Button({ variant, size, className, ...props }: ComponentProps<"button"> & ButtonVariants) {
  return <button className={buttonVariants({ variant, size, className })} {...props} />;
}
