/**
 * The signed-in astrologer's defaults (Settings), given to every screen of the shell by
 * /main's loader: the Kundli charts open in the default chart style, the print dialog starts
 * with the default paper size. Outside the shell, conventions.md's defaults.
 */
import { createContext, useContext } from "react";
import { DEFAULT_SETTINGS, type UserSettings } from "#app/shared/accounts/settings";

export const SettingsContext = createContext<UserSettings>(DEFAULT_SETTINGS);

export function useSettings(): UserSettings {
  return useContext(SettingsContext);
}
