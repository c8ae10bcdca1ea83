import { useTranslation } from "react-i18next";
import { ReceiptIcon } from "~/ui/icons";
import { ComingSoon, Screen } from "~/ui/shell/screen";

export default function BillingHistory() {
  const { t } = useTranslation();
  return (
    <Screen title={t("shell.screens.billing.title")}>
      <ComingSoon icon={ReceiptIcon} text={t("shell.screens.billing.text")} />
    </Screen>
  );
}
