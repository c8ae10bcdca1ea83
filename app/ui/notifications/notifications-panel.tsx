/**
 * The header's notification inbox (spec §1): the unread count for the bell's badge, loaded once
 * on arrival and again whenever the panel opens; the list; and marking read, one or all.
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/ui/toast";
import { errorText } from "#app/client/api";
import { useDataLayer } from "#app/client/hooks";
import { formatDate } from "#app/shared/format";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** One row of POST /api/user/get-notification (app/server/accounts/notifications.server.ts). */
export interface InboxNotification {
  uid: string;
  type: string;
  title: string;
  message: string;
  link: string;
  is_unread: boolean;
  created_at: string;
}

export interface Inbox {
  items: InboxNotification[];
  unread: number;
  load(): Promise<void>;
  markRead(uid: string): Promise<void>;
  markAllRead(): Promise<void>;
}

export function useInbox(initialUnread: number, open: boolean): Inbox {
  const { t } = useTranslation();
  const { api } = useDataLayer();
  const [items, setItems] = useState<InboxNotification[]>([]);
  const [unread, setUnread] = useState(initialUnread);

  const load = useCallback(async () => {
    try {
      const answer = await api.post<{ data: InboxNotification[]; unread: number }>("/user/get-notification", {});
      setItems(answer.data);
      setUnread(answer.unread);
    } catch (error) {
      toast.error(errorText(error, t));
    }
  }, [api, t]);

  // Once on arrival (for the badge) and again each time the panel opens; fetched from a timer
  // callback because the inbox is external state arriving later.
  useEffect(() => {
    const timer = window.setTimeout(() => void load(), 0);
    return () => window.clearTimeout(timer);
  }, [open, load]);

  const markRead = useCallback(
    async (uid: string) => {
      try {
        const answer = await api.post<{ unread?: number }>("/user/update-notification", { uid, is_unread: false });
        setItems((list) => list.map((n) => (n.uid === uid ? { ...n, is_unread: false } : n)));
        if (typeof answer.unread === "number") setUnread(answer.unread);
      } catch (error) {
        toast.error(errorText(error, t));
      }
    },
    [api, t],
  );

  const markAllRead = useCallback(async () => {
    for (const n of items.filter((item) => item.is_unread)) await markRead(n.uid);
  }, [items, markRead]);

  return { items, unread, load, markRead, markAllRead };
}

export function NotificationsPanel({ inbox }: { inbox: Inbox }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900">{t("shell.notifications.title")}</h2>
        {inbox.unread > 0 && (
          <button
            type="button"
            onClick={() => void inbox.markAllRead()}
            className="rounded-full px-2 py-1 text-xs font-semibold text-stone-600 hover:bg-stone-100"
          >
            {t("downloads.markAllRead")}
          </button>
        )}
      </div>
      {inbox.items.length === 0 ? (
        <p className="mt-2 text-sm leading-relaxed text-stone-600">{t("shell.notifications.empty")}</p>
      ) : (
        <ul className="mt-2 max-h-80 divide-y divide-stone-100 overflow-y-auto">
          {inbox.items.map((n) => (
            <li key={n.uid} className="py-2.5">
              <button
                type="button"
                onClick={() => n.is_unread && void inbox.markRead(n.uid)}
                className="flex w-full items-start gap-2 text-left"
              >
                <span
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${n.is_unread ? "bg-brand" : "bg-transparent"}`}
                  aria-label={n.is_unread ? t("downloads.unread") : undefined}
                />
                <span className="min-w-0 flex-1">
                  <span className={`block text-sm ${n.is_unread ? "font-semibold" : "font-medium"} text-stone-900`}>
                    {n.title}
                  </span>
                  {n.message && <span className="block text-xs leading-relaxed text-stone-600">{n.message}</span>}
                  <span className="block text-[11px] text-stone-400">
                    {formatDate(new Date(n.created_at), i18n.language, WHEN)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
