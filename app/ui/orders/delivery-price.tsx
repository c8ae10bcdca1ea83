/**
 * The live delivery price under the PIN code field: once six digits are typed it asks
 * /api/user/get-delivery-price (the one fetch layer) and shows where it goes, the price and the
 * days, or the server's translated reason (unknown PIN, not delivered there).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "#app/client/api";
import { useDataLayer } from "#app/client/hooks";
import { PINCODE } from "#app/shared/orders/fields";
import { formatRupees } from "#app/shared/format";

export interface Quote {
  pincode: string;
  office: string;
  district: string;
  state: string;
  zone: string;
  price_paise: number;
  min_days: number;
  max_days: number;
}

export type QuoteState =
  | { kind: "idle" }
  | { kind: "checking"; pincode: string }
  | { kind: "quoted"; quote: Quote }
  | { kind: "refused"; pincode: string; message: string };

/** Quotes `pincode` whenever it is a well-formed PIN; typing on cancels the question before. */
export function useDeliveryQuote(pincode: string): QuoteState {
  const { api } = useDataLayer();
  const { t } = useTranslation();
  const [state, setState] = useState<QuoteState>({ kind: "idle" });
  const wellFormed = PINCODE.test(pincode);
  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ kind: "checking", pincode });
      api
        .post<{ data: Quote }>("/user/get-delivery-price", { pincode }, { signal: controller.signal })
        .then(({ data }) => setState({ kind: "quoted", quote: data }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ kind: "refused", pincode, message: errorText(error, t) });
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, pincode, wellFormed, t]);
  if (!wellFormed) return { kind: "idle" };
  if (state.kind === "quoted" && state.quote.pincode !== pincode) return { kind: "checking", pincode };
  if (state.kind === "refused" && state.pincode !== pincode) return { kind: "checking", pincode };
  return state;
}

export function DeliveryPrice({ state }: { state: QuoteState }) {
  const { t, i18n } = useTranslation();
  if (state.kind === "idle") return null;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="delivery-price"
      className={`mt-2 rounded-xl px-3 py-2 text-sm ${state.kind === "refused" ? "bg-red-50 text-red-800" : "bg-orange-50 text-stone-800"}`}
    >
      {state.kind === "checking" && t("orders.new.checking")}
      {state.kind === "refused" && state.message}
      {state.kind === "quoted" &&
        t("orders.new.deliveryTo", {
          office: state.quote.office,
          district: state.quote.district,
          state: state.quote.state,
          price: formatRupees(state.quote.price_paise, i18n.language, { exact: true }),
          min: state.quote.min_days,
          max: state.quote.max_days,
        })}
    </p>
  );
}
