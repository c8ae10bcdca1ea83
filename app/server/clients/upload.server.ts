/**
 * Reading an uploaded file (client import): multipart/form-data with files, or the file itself
 * as the body (text/csv). The body is bounded before it is read; a file that is not text in
 * UTF-8, or not of the expected kind by its name and type, is refused (415) and nothing is written.
 */
import { ApiError } from "#app/server/http.server";

export interface Upload {
  files: { name: string; text: string }[];
  fields: Record<string, string>;
}

/** What browsers and spreadsheet programs call a CSV file ("" when the browser does not know). */
const CSV_TYPES = [
  "text/csv",
  "application/csv",
  "text/plain",
  "application/vnd.ms-excel",
  "text/x-csv",
  "application/octet-stream",
  "",
];

export interface UploadKind {
  extension: RegExp;
  types: string[];
  maxBytes: number;
  maxFiles: number;
  notKind: string;
}

export const CSV_UPLOAD = (maxBytes: number): UploadKind => ({
  extension: /\.(csv|txt)$/i,
  types: CSV_TYPES,
  maxBytes,
  maxFiles: 1,
  notKind: "clientsIo.notCsv",
});

export const JHD_UPLOAD = (maxBytes: number, maxFiles: number): UploadKind => ({
  extension: /\.jhd$/i,
  types: ["text/plain", "application/octet-stream", ""],
  maxBytes,
  maxFiles,
  notKind: "clientsIo.notJhd",
});

const tooLarge = (kind: UploadKind) =>
  new ApiError(413, "payload_too_large", "clientsIo.tooLarge", "file", { kib: Math.round(kind.maxBytes / 1024) });

function decode(bytes: ArrayBuffer, kind: UploadKind): string {
  if (bytes.byteLength > kind.maxBytes) throw tooLarge(kind);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw new Error("binary");
    return text;
  } catch {
    throw new ApiError(415, "unsupported_media_type", kind.notKind, "file");
  }
}

export async function readUpload(request: Request, kind: UploadKind): Promise<Upload> {
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  // the form's other fields and the multipart framing fit well within 16 KiB
  if (!(declared <= kind.maxBytes * kind.maxFiles + 16 * 1024)) {
    if (Number.isNaN(declared)) throw new ApiError(411, "length_required", "clientsIo.lengthRequired", "file");
    throw tooLarge(kind);
  }
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new ApiError(400, "invalid_form", "clientsIo.invalidForm", "file");
    }
    const files: Upload["files"] = [];
    const fields: Record<string, string> = {};
    for (const [name, value] of form) {
      if (typeof value === "string") fields[name] = value.slice(0, 200);
      else if (name === "file" && value.name) {
        if (files.length >= kind.maxFiles)
          throw new ApiError(413, "too_many_files", "clientsIo.tooManyFiles", "file", { max: kind.maxFiles });
        if (!kind.extension.test(value.name) || !kind.types.includes(value.type.toLowerCase()))
          throw new ApiError(415, "unsupported_media_type", kind.notKind, "file");
        files.push({ name: value.name.slice(0, 120), text: decode(await value.arrayBuffer(), kind) });
      }
    }
    if (files.length === 0) throw new ApiError(400, "required", "clientsIo.noFile", "file");
    return { files, fields };
  }
  if (kind.maxFiles === 1 && kind.types.includes(type) && type !== "") {
    const fields = Object.fromEntries(new URL(request.url).searchParams);
    return { files: [{ name: "upload.csv", text: decode(await request.arrayBuffer(), kind) }], fields };
  }
  throw new ApiError(415, "unsupported_media_type", kind.notKind, "file");
}
