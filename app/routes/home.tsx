import { useTranslation } from "react-i18next";

export default function Home() {
  const { t } = useTranslation();
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold text-brand">{t("common.appName")}</h1>
    </main>
  );
}
