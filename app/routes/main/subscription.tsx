import { useTranslation } from "react-i18next";
import { CrownIcon } from "~/ui/icons";
import { ComingSoon, Screen } from "~/ui/shell/screen";

export default function Subscription() {
  const { t } = useTranslation();
  return (
    <Screen title={t("shell.screens.subscription.title")}>
      <ComingSoon icon={CrownIcon} text={t("shell.screens.subscription.text")} />
    </Screen>
  );
}
