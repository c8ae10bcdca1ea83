/**
 * A photo chosen from the device (a branding logo, the astrologer's own photo), uploaded through
 * the signed-upload API: POST /api/s3/generate-upload-url {content_type}, then PUT of the bytes to
 * the URL it gives. The stored address goes into a hidden input `name` of the surrounding form, or
 * to `onUploaded`. Type and size are checked here first, with the server's own words, so a wrong
 * file costs no request; the server checks again.
 */
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "#app/client/api";
import { useDataLayer } from "#app/client/hooks";
import { Spinner } from "../spinner";
import { isPhotoType, LOGO_TYPES, MAX_PHOTO_BYTES, PHOTO_TYPES } from "#app/shared/accounts/photos";
import { Button } from "#app/ui/button";

interface Ticket {
  upload_url: string;
  headers: { "Content-Type": string };
}

/** Why this file cannot be sent (a translation key), or null. A logo is printed, so it is JPEG or PNG. */
export function photoProblem(file: Pick<File, "type" | "size">, { logo = false } = {}): string | null {
  if (!isPhotoType(file.type)) return "accounts.upload.unsupportedType";
  if (logo && !LOGO_TYPES.includes(file.type)) return "accounts.upload.logoWebp";
  if (file.size > MAX_PHOTO_BYTES) return "accounts.upload.tooLarge";
  if (file.size === 0) return "accounts.upload.empty";
  return null;
}

export function PhotoUpload({
  label,
  name,
  value,
  onUploaded,
  round = false,
  emptyText,
  logo = false,
}: {
  label: string;
  /** Name of the hidden input carrying the address (for plain forms). */
  name?: string;
  value: string;
  /** Called with the new address ('' when removed); may record it (and throw to report failure). */
  onUploaded?: (url: string) => Promise<void> | void;
  round?: boolean;
  /** What the empty frame says; "No photo" by default. */
  emptyText?: string;
  /** A branding logo: printed on reports, so JPEG or PNG only. */
  logo?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(value);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function settle(next: string) {
    await onUploaded?.(next);
    setUrl(next);
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = photoProblem(file, { logo });
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const ticket = await api.post<Ticket>("/s3/generate-upload-url", { content_type: file.type });
      const stored = await api.upload<{ file_url: string }>(ticket.upload_url, file, ticket.headers["Content-Type"]);
      await settle(stored.file_url);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setError(null);
    setBusy(true);
    try {
      await settle("");
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="block text-sm font-medium text-stone-700" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{label}</span>
      {name && <input type="hidden" name={name} value={url} />}
      <div className="mt-1 flex items-center gap-3">
        <span
          className={`flex size-16 shrink-0 items-center justify-center overflow-hidden border border-stone-200 bg-stone-50 ${round ? "rounded-full" : "rounded-xl"}`}
        >
          {url ? (
            <img src={url} alt={t("accountScreens.photo.preview")} className="size-full object-contain" />
          ) : (
            <span className="px-1 text-center text-xs text-stone-500">
              {emptyText ?? t("accountScreens.photo.none")}
            </span>
          )}
        </span>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={(logo ? LOGO_TYPES : Object.keys(PHOTO_TYPES)).join(",")}
            onChange={onChange}
            className="sr-only"
            aria-describedby={`${id}-hint`}
            data-photo-input
          />
          <Button type="button" onClick={() => input.current?.click()} disabled={busy} variant="secondary" size="sm">
            {busy && <Spinner className="mr-2 size-4" />}
            {busy
              ? t("accountScreens.photo.uploading")
              : url
                ? t("accountScreens.photo.change")
                : t("accountScreens.photo.choose")}
          </Button>
          {url && !busy && (
            <Button type="button" onClick={remove} variant="secondary" size="sm">
              {t("accountScreens.photo.remove")}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs font-normal text-stone-500">
        {t(logo ? "accountScreens.photo.logoHint" : "accountScreens.photo.hint")}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm font-normal text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
