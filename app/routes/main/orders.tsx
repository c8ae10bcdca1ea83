import { useTranslation } from "react-i18next";
import { BoxIcon } from "~/ui/icons";
import { ComingSoon, Screen } from "~/ui/shell/screen";

export default function Orders() {
  const { t } = useTranslation();
  return (
    <Screen title={t("shell.screens.orders.title")}>
      <ComingSoon icon={BoxIcon} text={t("shell.screens.orders.text")} />
    </Screen>
  );
}
