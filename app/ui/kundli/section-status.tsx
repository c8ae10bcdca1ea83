import { useTranslation } from "react-i18next";
import { errorText } from "#app/client/api";
import { ScreenSpinner, Spinner } from "../spinner";

/** A section of the Kundli asked for and not yet here: the spinner, the size of a tab. */
export function SectionLoading({ label }: { label: string }) {
  return <ScreenSpinner label={label} />;
}

/** A part of a shown section being asked for again (another option, another moment). */
export function SectionUpdating({ label }: { label: string }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-stone-600">
      <Spinner className="size-4" />
      {label}
    </p>
  );
}

/** A section that could not be had: what went wrong, in the reader's language, and a retry. */
export function SectionFailed({
  message,
  error,
  retry,
  onRetry,
}: {
  message: string;
  error: unknown;
  retry: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-medium">{message}</p>
      <p>{errorText(error, t)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-xl border border-red-300 bg-white px-4 py-2 font-medium text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {retry}
      </button>
    </div>
  );
}
