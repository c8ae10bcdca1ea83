import { describe, expect, it } from "vitest";
import { emailField, nameField, otpField, phoneField } from "./fields";

function issue(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error!.issues[0]!.message;
}

describe("sign-in fields", () => {
  it("normalize good input", () => {
    expect(phoneField.parse("98765 43210")).toBe("+919876543210");
    expect(otpField.parse(" 012345 ")).toBe("012345");
    expect(emailField.parse("  Astro@Example.IN ")).toBe("astro@example.in");
    expect(nameField.parse("  Ravi  ")).toBe("Ravi");
  });

  it("carry translation keys as messages, also for wrong types", () => {
    expect(issue(phoneField, "123")).toBe("auth.invalidPhone");
    expect(issue(phoneField, 9876543210)).toBe("auth.invalidPhone");
    expect(issue(otpField, "12345")).toBe("auth.invalidOtp");
    expect(issue(otpField, 123456)).toBe("auth.invalidOtp");
    expect(issue(emailField, "a@")).toBe("auth.invalidEmail");
    expect(issue(emailField, `${"a".repeat(250)}@b.in`)).toBe("auth.invalidEmail");
    expect(issue(nameField, "  ")).toBe("auth.invalidName");
    expect(issue(nameField, "x".repeat(101))).toBe("auth.invalidName");
  });
});
