import { useTranslation } from "react-i18next";
import { INPUT } from "./forms";

const RELATIONS = ["self", "spouse", "child", "match", "other"] as const;

/** The New Kundli form's heading when it is opened for a client: whose it is and the relation. */
export function ClientHeading({ client }: { client: { id: number; name: string } }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4">
      <h2 className="text-lg font-semibold text-stone-900">{t("clients.forClient", { name: client.name })}</h2>
      <input type="hidden" name="client_id" value={client.id} />
      <label htmlFor="relation" className="mt-3 mb-1 block text-sm font-medium text-stone-800">
        {t("clients.relation")}
      </label>
      <select id="relation" name="relation" className={INPUT}>
        {RELATIONS.map((r) => (
          <option key={r} value={r}>
            {t(`clients.relations.${r}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
