import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { parseForm } from "#app/shared/forms";
import { contactMessage } from "./forms";
import { mailtoUrl } from "./message";

/** The form checked as the page checks it, with the messages left as their translation keys. */
function contactErrors(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseForm(form, contactMessage, ((key: string) => key) as TFunction);
  return submission.status === "success"
    ? { ok: true, message: submission.value }
    : {
        ok: false,
        errors: Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, keys]) => [field, keys?.[0]])),
      };
}

const good = {
  name: "Pandit Ram Sharma",
  replyTo: "ram@example.in",
  topic: "orders",
  message: "My printed Kundli has not arrived yet.",
};

describe("contact form", () => {
  it("accepts a complete message, trimmed", () => {
    expect(contactErrors({ ...good, name: "  Pandit Ram Sharma " })).toEqual({ ok: true, message: good });
  });

  it("accepts a mobile number to reply to", () => {
    expect(contactErrors({ ...good, replyTo: "98765 43210" }).ok).toBe(true);
  });

  it("names every field that is wrong, with its message key", () => {
    expect(contactErrors({ name: "R", replyTo: "not a contact", topic: "gossip", message: "hi" })).toEqual({
      ok: false,
      errors: {
        name: "contact.errors.name",
        replyTo: "contact.errors.replyTo",
        topic: "contact.errors.topic",
        message: "contact.errors.message",
      },
    });
  });

  it("refuses a message longer than 2000 characters", () => {
    expect(contactErrors({ ...good, message: "x".repeat(2001) })).toMatchObject({
      ok: false,
      errors: { message: "contact.errors.message" },
    });
  });

  it("builds a mailto link with the subject and body encoded", () => {
    expect(mailtoUrl("support@kundlistudio.in", "Orders & delivery", "Line 1\nLine 2")).toBe(
      "mailto:support@kundlistudio.in?subject=Orders%20%26%20delivery&body=Line%201%0ALine%202",
    );
  });
});
