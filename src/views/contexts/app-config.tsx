import { createContext, useContext } from 'react';

/** The part of the app configuration the views read; the composition root hands it down. */
export type ViewConfig = { maintenanceMode: boolean; whatsappNumber: string };

export const AppConfigContext = createContext<ViewConfig | null>(null);

export function useViewConfig(): ViewConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useViewConfig needs an AppConfigContext provider');
  return config;
}
