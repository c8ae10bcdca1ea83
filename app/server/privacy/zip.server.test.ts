/**
 * The streaming ZIP writer (fflate's Zip behind a back-pressured adapter) against two readers:
 * fflate's unzip and Info-ZIP's unzip (which also checks every CRC-32; .ci/run installs it), with
 * entries given at once and as streams of many chunks.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ZipWriter } from "./zip.server";

async function archive(entries: [string, number, Uint8Array | ReadableStream<Uint8Array>][]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter(async (chunk) => {
    chunks.push(chunk.slice());
  });
  for (const [name, mtime, body] of entries) await zip.add(name, mtime, body);
  await zip.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function streamOf(data: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= data.length) controller.close();
      else controller.enqueue(data.slice(at, (at += size)));
    },
  });
}

const noise = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 2654435761) >>> 24);

describe("zip writer", () => {
  it("writes archives fflate and Info-ZIP read back byte for byte", async () => {
    const pdf = noise(200_000);
    const json = new TextEncoder().encode(JSON.stringify({ name: "आशा वर्मा" }));
    const when = Date.UTC(2026, 10, 25, 13, 45, 30);
    const zip = await archive([
      ["client.json", when, json],
      ["reports/2026-11-25-janam-kundli-en-1a2b3c4d.pdf", when, streamOf(pdf, 7_777)],
      ["रिपोर्ट.txt", when, streamOf(new Uint8Array(0), 10)],
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual([
      "client.json",
      "reports/2026-11-25-janam-kundli-en-1a2b3c4d.pdf",
      "रिपोर्ट.txt",
    ]);
    expect(strFromU8(files["client.json"]!)).toBe('{"name":"आशा वर्मा"}');
    expect(files["reports/2026-11-25-janam-kundli-en-1a2b3c4d.pdf"]).toEqual(pdf);
    expect(files["रिपोर्ट.txt"]).toEqual(new Uint8Array(0));

    const dir = mkdtempSync(path.join(tmpdir(), "zip-"));
    const file = path.join(dir, "a.zip");
    writeFileSync(file, zip);
    // Info-ZIP checks every entry's CRC-32 and size against the bytes
    expect(execFileSync("unzip", ["-t", file], { encoding: "utf8" })).toMatch(/No errors detected/);
    const listed = execFileSync("zipinfo", ["-T", file], {
      encoding: "utf8",
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });
    expect(listed).toMatch(/ 200000 .* stor 20261125\.134530 reports\/2026-11-25-janam-kundli-en-1a2b3c4d\.pdf/);
    expect(listed).toMatch(/3 files, 200\d+ bytes uncompressed/);
  });

  it("writes an empty archive as the end record alone", async () => {
    const zip = await archive([]);
    expect(zip.length).toBe(22);
    expect(unzipSync(zip)).toEqual({});
  });
});
