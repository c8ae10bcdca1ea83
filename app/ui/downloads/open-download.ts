/**
 * Opens a ready report: a short-lived signed link, fetched inside the click so pop-up blockers
 * let the new tab through, then the item is marked opened. Shared by the Downloads panel and the
 * header's Generate panel ('Result').
 */
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/ui/toast";
import { errorText } from "#app/client/api";
import { useDataLayer, useDownloads } from "#app/client/hooks";

export function useOpenDownload(): (id: string) => Promise<void> {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const { opened } = useDownloads();
  return useCallback(
    async (id: string) => {
      const tab = window.open("", "_blank");
      try {
        const link = await api.get<{ url: string }>(`/downloads/${encodeURIComponent(id)}/file`, { dedupeKey: null });
        if (tab) tab.location.href = link.url;
        else window.location.assign(link.url);
        opened(id);
        await api.post("/downloads/opened", { id });
      } catch (error) {
        tab?.close();
        toast.error(errorText(error, t));
      }
    },
    [api, opened, t],
  );
}
