import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/ui/toast";
import type { DayPanchang } from "#engine/day-panchang";
import { errorText } from "#app/client/api";
import { useDataLayer, useDownloads } from "#app/client/hooks";
import type { ServerDownload } from "#app/shared/downloads";

/**
 * Prints the day shown as a one-page PDF under the astrologer's brand (POST /api/print/panchang,
 * docs/day-panchang.md): the print Worker makes it, and it appears in Downloads like any report.
 */
export function PanchangPrint({ panchang, placeId }: { panchang: DayPanchang; placeId: number | null }) {
  const { t, i18n } = useTranslation();
  const { api } = useDataLayer();
  const { add } = useDownloads();
  const [sending, setSending] = useState(false);
  const place =
    placeId !== null
      ? { place: placeId }
      : {
          lat: panchang.place.latitude,
          lon: panchang.place.longitude,
          tz: panchang.place.timezone,
          name: panchang.place.name,
        };
  const print = async () => {
    setSending(true);
    try {
      const item = await api.post<ServerDownload>("/print/panchang", {
        date: panchang.date,
        ...place,
        language: i18n.language === "hi" ? "hi" : "en",
      });
      add(item);
      toast.success(t("downloads.queued", { report: item.type || t("report.types.panchang") }));
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void print()}
      disabled={sending}
      data-print-panchang
      className="inline-flex h-11 items-center rounded-xl bg-brand px-4 text-sm font-semibold text-stone-950 hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
    >
      {t("panchang.print")}
    </button>
  );
}
