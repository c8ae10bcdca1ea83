import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { detectLanguage, getInstance, i18nextMiddleware, languageFromAcceptLanguage } from "./i18next.server";

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("languageFromAcceptLanguage", () => {
  it("takes the most preferred range, by quality, that is one of ours", () => {
    expect(languageFromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(languageFromAcceptLanguage("en;q=0.4, hi;q=0.7")).toBe("hi");
    expect(languageFromAcceptLanguage("EN-gb")).toBe("en");
  });

  it("skips languages that are not ours, and answers nothing when none of ours is accepted", () => {
    expect(languageFromAcceptLanguage("fr-FR,hi;q=0.5")).toBe("hi");
    expect(languageFromAcceptLanguage("xx, hi;q=0.5, en;q=0.4")).toBe("hi");
    expect(languageFromAcceptLanguage("fr-FR,de;q=0.5")).toBeNull();
    expect(languageFromAcceptLanguage("xx-YY,*;q=0")).toBeNull();
    expect(languageFromAcceptLanguage("hi;q=0")).toBeNull();
    expect(languageFromAcceptLanguage("")).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
  });
});

describe("detectLanguage", () => {
  it("prefers the query, then the cookie, then Accept-Language, then English", () => {
    const all = { Cookie: "a=1; i18next=en", "Accept-Language": "en" };
    expect(detectLanguage(request("https://x.test/?lng=hi", all))).toBe("hi");
    expect(detectLanguage(request("https://x.test/", { ...all, Cookie: "i18next=hi" }))).toBe("hi");
    expect(detectLanguage(request("https://x.test/?lng=fr", { "Accept-Language": "hi" }))).toBe("hi");
    expect(detectLanguage(request("https://x.test/", { Cookie: "i18next=de" }))).toBe("en");
  });
});

describe("getInstance", () => {
  const run = async (url: string) => {
    const context = new RouterContextProvider();
    await i18nextMiddleware(
      { request: request(url), context, params: {}, unstable_pattern: "" } as never,
      async () => new Response(),
    );
    return getInstance(context);
  };

  it("gives each request the isolate's instance of its language, ready to translate", async () => {
    const hindi = await run("https://x.test/?lng=hi");
    const english = await run("https://x.test/?lng=en");
    expect(hindi.language).toBe("hi");
    expect(english.language).toBe("en");
    expect(hindi.t("errors.unauthorized")).not.toBe(english.t("errors.unauthorized"));
    expect(await run("https://x.test/?lng=hi")).toBe(hindi);
  });
});
