import { useTranslation } from "react-i18next";
import { GearIcon } from "~/ui/icons";
import { LanguageSwitch } from "~/ui/language-switch";
import { ComingSoon, Screen } from "~/ui/shell/screen";

export default function Settings() {
  const { t } = useTranslation();
  return (
    <Screen title={t("shell.screens.settings.title")}>
      <div className="space-y-4">
        <section
          aria-labelledby="language-title"
          className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="language-title" className="font-semibold text-stone-900">
              {t("shell.screens.settings.language")}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t("shell.screens.settings.languageText")}</p>
          </div>
          <LanguageSwitch className="self-start sm:self-auto" />
        </section>
        <ComingSoon icon={GearIcon} text={t("shell.screens.settings.text")} />
      </div>
    </Screen>
  );
}
