import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

const classes = (value: string) => value.split(/\s+/);

describe("buttonVariants", () => {
  it("lets an added text colour win over the variant's: red on a secondary button is red, not grey", () => {
    // The bug this replaces: `${secondaryButton} text-red-700` kept text-stone-700 as well, and
    // the stylesheet's order made the grey win.
    const red = classes(buttonVariants({ variant: "secondary", size: "sm", className: "text-red-700" }));
    expect(red).toContain("text-red-700");
    expect(red).not.toContain("text-stone-700");
  });

  it("replaces only the same kind of class: a width or padding added keeps the colours and the outline", () => {
    const wide = classes(buttonVariants({ className: "w-full px-6" }));
    expect(wide).toEqual(expect.arrayContaining(["w-full", "px-6", "py-2.5", "bg-brand-strong", "text-white"]));
    expect(wide).not.toContain("px-4");
    // outline-2 (width) and outline-brand (the theme's colour) are different kinds: both stay.
    expect(wide).toEqual(expect.arrayContaining(["focus-visible:outline-2", "focus-visible:outline-brand"]));
  });

  it("gives a secondary button of the public pages their darker text and border hover, once", () => {
    const big = classes(buttonVariants({ variant: "secondary", size: "lg" }));
    expect(big).toEqual(
      expect.arrayContaining(["rounded-full", "text-stone-800", "hover:border-brand", "hover:bg-white"]),
    );
    expect(big).not.toContain("text-stone-700");
    expect(big).not.toContain("hover:bg-stone-50");
  });

  it("defaults to the signed-in screens' primary button", () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: "primary", size: "md" }));
    expect(classes(buttonVariants())).toEqual(expect.arrayContaining(["rounded-xl", "bg-brand-strong"]));
  });

  it("keeps the danger variant red with its red border", () => {
    const danger = classes(buttonVariants({ variant: "danger", size: "sm" }));
    expect(danger).toEqual(expect.arrayContaining(["text-red-700", "border-red-200", "hover:bg-red-50"]));
    expect(danger).not.toContain("text-stone-700");
  });
});
