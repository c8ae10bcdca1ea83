import { useTranslation } from "react-i18next";

/**
 * The loading spinner of spec §2: an orange arc turning over a grey ring.
 * `Spinner` sits inline (buttons); `ScreenSpinner` centres it in the space a screen will fill
 * and is what routes use as HydrateFallback and while a screen's code or data loads.
 */
export function Spinner({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`animate-spin motion-reduce:animate-[spin_3s_linear_infinite] ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="12"
        cy="12"
        r="9.5"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="3"
        className="text-stone-400"
      />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" fill="none" stroke="#FA7500" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function ScreenSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50dvh] w-full flex-1 flex-col items-center justify-center gap-3 text-stone-500"
    >
      <Spinner className="size-10" />
      <span className="text-sm">{label ?? t("common.loading")}</span>
    </div>
  );
}

/** A panel's content while its code loads (the header's Generate and Downloads panels). */
export function PanelSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex justify-center py-4">
      <Spinner />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}

/** A route's HydrateFallback: the whole viewport, centred. */
export function HydrateSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <ScreenSpinner />
    </div>
  );
}
